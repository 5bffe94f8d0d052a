import { responses, noContent } from '../../../platform/http/response-contract.ts';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { organizationInvitationParamsSchema } from '../organization-invitations.request-schemas.ts';
import { revokeOrganizationInvitation } from '../organization-invitations.service.ts';

/** DELETE /api/v1/organizations/{id}/invitations/{invitation_id}: withdraws an open invitation (204). */
export function registerRevokeOrganizationInvitation(app: AppInstance): void {
  app.delete(
    '/api/v1/organizations/:id/invitations/:invitation_id',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Withdraw an invitation',
        params: organizationInvitationParamsSchema,
        response: responses({ 204: noContent('The invitation is revoked') }),
      },
    },
    async function handleRevokeOrganizationInvitation(request, reply) {
      const actor = requireSignedIn(request);
      await revokeOrganizationInvitation(app.database, actor, request.params.id, request.params.invitation_id);
      return reply.status(204).send();
    },
  );
}
