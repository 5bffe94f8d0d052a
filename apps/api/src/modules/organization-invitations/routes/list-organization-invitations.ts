import { responses } from '../../../platform/http/response-contract.ts';
import { organizationInvitationListDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentInvitation } from '../organization-invitations.presenter.ts';
import { listOrganizationInvitations } from '../organization-invitations.service.ts';
import { organizationIdParamsSchema } from '../../organizations/organizations.request-schemas.ts';

/** GET /api/v1/organizations/{id}/invitations: the open invitations, for those who manage the members. */
export function registerListOrganizationInvitations(app: AppInstance): void {
  app.get(
    '/api/v1/organizations/:id/invitations',
    {
      schema: {
        tags: ['organizations'],
        summary: "List an organisation's open invitations",
        params: organizationIdParamsSchema,
        response: responses({ 200: organizationInvitationListDocumentSchema }),
      },
    },
    async function handleListOrganizationInvitations(request, reply) {
      const actor = requireSignedIn(request);
      const invitations = await listOrganizationInvitations(app.database, actor, request.params.id);
      return sendDocument(reply, { data: invitations.map(presentInvitation) });
    },
  );
}
