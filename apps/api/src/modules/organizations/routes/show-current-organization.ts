import { z } from 'zod';
import { requestHeaders } from '@volunteerly/contracts/headers';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { parseInclude, sendDocument } from '../../../platform/http/json-api.ts';
import { presentOrganization } from '../organizations.presenter.ts';
import { showCurrentOrganization } from '../organizations.service.ts';

const querySchema = z.object({ include: z.string().max(200).optional() });

function selectedOrganizationId(header: string | string[] | undefined): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : undefined;
}

/** GET /api/v1/current_organization: the organisation named by the Current-Organization-Id header. */
export function registerShowCurrentOrganization(app: AppInstance): void {
  app.get(
    '/api/v1/current_organization',
    { schema: { tags: ['organizations'], summary: 'The selected organisation', querystring: querySchema } },
    async function handleShowCurrentOrganization(request, reply) {
      const actor = requireSignedIn(request);
      const include = parseInclude(request.query.include, ['address', 'profile']);
      const organizationId = selectedOrganizationId(
        request.headers[requestHeaders.currentOrganizationId.toLowerCase()],
      );
      const organization = await showCurrentOrganization(app.database, actor, organizationId);
      const presented = presentOrganization(organization);
      // Address and profile arrive with the organisations issue; until then they are empty relationships.
      const relationships = Object.fromEntries([...include].map((name) => [name, { data: null }]));
      return sendDocument(reply, {
        data: include.size > 0 ? { ...presented, relationships } : presented,
        included: [],
      });
    },
  );
}
