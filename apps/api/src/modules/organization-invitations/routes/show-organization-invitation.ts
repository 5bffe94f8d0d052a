import { responses } from '../../../platform/http/response-contract.ts';
import { invitationForInviteeDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentInvitationForInvitee } from '../organization-invitations.presenter.ts';
import { invitationTokenSchema } from '../organization-invitations.request-schemas.ts';
import { showInvitationForInvitee } from '../organization-invitations.service.ts';

/**
 * POST /api/v1/organization_invitations/lookup: the invitation behind a mail
 * link (the token travels in the body, never in a logged URL).
 */
export function registerShowOrganizationInvitation(app: AppInstance): void {
  app.post(
    '/api/v1/organization_invitations/lookup',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['organizations'],
        summary: 'Show the invitation behind a link',
        body: invitationTokenSchema,
        response: responses({ 200: invitationForInviteeDocumentSchema }),
      },
    },
    async function handleShowOrganizationInvitation(request, reply) {
      const view = await showInvitationForInvitee(
        app.database,
        request.tenant.id,
        request.currentUser,
        request.body.token,
      );
      return sendDocument(reply, { data: presentInvitationForInvitee(view) });
    },
  );
}
