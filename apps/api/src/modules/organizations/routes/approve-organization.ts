import { responses } from '../../../platform/http/response-contract.ts';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { organizationDocument } from '../organizations.presenter.ts';
import { organizationDecisionSchema, organizationIdParamsSchema } from '../organizations.request-schemas.ts';
import { decideOrganization } from '../organization-status.service.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';

/** PUT /api/v1/organizations/{id}/approve: approve or deny (with a reason) a sign-up; the admins get a mail. */
export function registerApproveOrganization(app: AppInstance): void {
  app.put(
    '/api/v1/organizations/:id/approve',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Decide on an organisation',
        params: organizationIdParamsSchema,
        body: organizationDecisionSchema,
        response: responses({ 200: organizationDocumentSchema }),
      },
    },
    async function handleApproveOrganization(request, reply) {
      const actor = requireSignedIn(request);
      const record = await decideOrganization(
        app.database,
        actor,
        request.params.id,
        {
          status: request.body.status,
          denialReason: request.body.denial_reason,
        },
        notifyContextOf(request),
      );
      return sendDocument(
        reply,
        organizationDocument(record, actor, { profile: true, address: true, locale: requestLocale(request) }),
      );
    },
  );
}
