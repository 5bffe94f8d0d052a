import { responses } from '../../../platform/http/response-contract.ts';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { z } from 'zod';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { parseInclude, sendDocument } from '../../../platform/http/json-api.ts';
import { selectedOrganizationId } from '../current-organization-header.ts';
import { organizationDocument } from '../organizations.presenter.ts';
import { showCurrentOrganization } from '../organizations.service.ts';

const querySchema = z.object({ include: z.string().max(200).optional() });

/** GET /api/v1/current_organization: the organisation named by the Current-Organization-Id header. */
export function registerShowCurrentOrganization(app: AppInstance): void {
  app.get(
    '/api/v1/current_organization',
    {
      schema: {
        tags: ['organizations'],
        summary: 'The selected organisation',
        querystring: querySchema,
        response: responses({ 200: organizationDocumentSchema }),
      },
    },
    async function handleShowCurrentOrganization(request, reply) {
      const actor = requireSignedIn(request);
      const include = parseInclude(request.query.include, ['address', 'profile']);
      const record = await showCurrentOrganization(app.database, actor, selectedOrganizationId(request));
      return sendDocument(
        reply,
        organizationDocument(record, actor, {
          profile: include.has('profile'),
          address: include.has('address'),
          locale: requestLocale(request),
        }),
      );
    },
  );
}
