import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentUser } from '../../users/users.presenter.ts';
import { inviteOrganizationMember } from '../organization-members.service.ts';
import { organizationIdParamsSchema, organizationMemberSchema } from '../organizations.request-schemas.ts';

/**
 * POST /api/v1/organizations/{id}/members: a centre admin or an admin of the
 * organisation adds someone as its admin by e-mail (201 for a new, invited
 * account; 200 for an existing one). The mail goes out after the commit.
 */
export function registerInviteOrganizationMember(app: AppInstance): void {
  app.post(
    '/api/v1/organizations/:id/members',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Add an admin to an organisation',
        params: organizationIdParamsSchema,
        body: organizationMemberSchema,
      },
    },
    async function handleInviteOrganizationMember(request, reply) {
      const actor = requireSignedIn(request);
      const { user } = request.body;
      const { member, created, mails } = await inviteOrganizationMember(app.database, actor, request.params.id, {
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        locale: user.locale ?? 'nl',
      });
      for (const mail of mails) await mail(app.mailer, request);
      return sendDocument(reply, { data: presentUser(member) }, created ? 201 : 200);
    },
  );
}
