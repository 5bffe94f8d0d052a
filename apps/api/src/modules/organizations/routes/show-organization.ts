import { responses } from '../../../platform/http/response-contract.ts';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { parseInclude, sendDocument } from '../../../platform/http/json-api.ts';
import { organizationDocument } from '../organizations.presenter.ts';
import { organizationIdParamsSchema } from '../organizations.request-schemas.ts';
import { showOrganization } from '../organization-reads.service.ts';

const querySchema = z.object({ include: z.string().max(200).optional() });

/** GET /api/v1/organizations/{id}: public for approved organisations; include=profile,address. */
export function registerShowOrganization(app: AppInstance): void {
  app.get(
    '/api/v1/organizations/:id',
    {
      config: { session: 'optional', httpCache: 'public-read' },
      schema: {
        tags: ['organizations'],
        summary: 'Show an organisation',
        params: organizationIdParamsSchema,
        querystring: querySchema,
        response: responses({ 200: organizationDocumentSchema }),
      },
    },
    async function handleShowOrganization(request, reply) {
      const include = parseInclude(request.query.include, ['profile', 'address']);
      const actor = request.currentUser;
      const record = await showOrganization(
        app.database,
        app.organizationRecords,
        request.tenant.id,
        actor,
        request.params.id,
      );
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
