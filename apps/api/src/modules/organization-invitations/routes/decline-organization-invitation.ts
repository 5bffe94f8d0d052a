import { responses, noContent } from '../../../platform/http/response-contract.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { invitationTokenSchema } from '../organization-invitations.request-schemas.ts';
import { declineOrganizationInvitation } from '../organization-invitations.service.ts';

/** POST /api/v1/organization_invitations/decline: nothing is granted and the link stops working (204). */
export function registerDeclineOrganizationInvitation(app: AppInstance): void {
  app.post(
    '/api/v1/organization_invitations/decline',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['organizations'],
        summary: 'Decline an invitation',
        body: invitationTokenSchema,
        response: responses({ 204: noContent('The invitation is declined') }),
      },
    },
    async function handleDeclineOrganizationInvitation(request, reply) {
      await declineOrganizationInvitation(app.database, request.tenant.id, {
        token: request.body.token,
        ipAddress: request.ip,
      });
      return reply.status(204).send();
    },
  );
}
