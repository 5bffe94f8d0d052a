import { responses } from '../../../platform/http/response-contract.ts';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import { isOrganizationsMovingOn } from '../../../platform/tenancy/tenancy-plugin.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { organizationDocument } from '../organizations.presenter.ts';
import { organizationIdParamsSchema, organizationMoveSchema } from '../organizations.request-schemas.ts';
import { moveOrganization } from '../organizations.service.ts';

/** PUT /api/v1/organizations/{id}/move: to another centre of the tenant, where the tenant allows moving (decision 016). */
export function registerMoveOrganization(app: AppInstance): void {
  app.put(
    '/api/v1/organizations/:id/move',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Move an organisation to another centre',
        params: organizationIdParamsSchema,
        body: organizationMoveSchema,
        response: responses({ 200: organizationDocumentSchema }),
      },
    },
    async function handleMoveOrganization(request, reply) {
      const actor = requireSignedIn(request);
      const record = await moveOrganization(app.database, actor, request.params.id, request.body.volunteer_center_id, {
        movingEnabled: isOrganizationsMovingOn(request.tenant, app.config),
        events: app.domainEvents,
      });
      return sendDocument(
        reply,
        organizationDocument(record, actor, { profile: true, address: true, locale: requestLocale(request) }),
      );
    },
  );
}
