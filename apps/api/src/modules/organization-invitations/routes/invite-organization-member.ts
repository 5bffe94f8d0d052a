import { responses } from '../../../platform/http/response-contract.ts';
import { sentInvitationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { translate } from '../../../platform/i18n/api-messages.ts';
import { presentInvitation } from '../organization-invitations.presenter.ts';
import { inviteOrganizationMember } from '../member-invitations.service.ts';
import { organizationIdParamsSchema } from '../../organizations/organizations.request-schemas.ts';
import { organizationMemberSchema } from '../organization-invitations.request-schemas.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';
import { perPersonRateLimit } from '../../../platform/http/rate-limit.ts';

/**
 * POST /api/v1/organizations/{id}/members: a centre admin or an admin of the
 * organisation invites someone by e-mail to become its admin. Always 202 with
 * the pending invitation, whether or not the address has an account (decision
 * 009); the role follows only when the invited person accepts. The mail goes
 * out after the commit.
 */
export function registerInviteOrganizationMember(app: AppInstance): void {
  app.post(
    '/api/v1/organizations/:id/members',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Invite someone to manage an organisation',
        params: organizationIdParamsSchema,
        body: organizationMemberSchema,
        response: responses({ 202: sentInvitationDocumentSchema }),
      },
      // Each invitation mails an address the inviter chooses: at most 30 an hour per person (issue 29).
      config: { rateLimit: perPersonRateLimit('organization-invitations', 30, 60 * 60_000) },
    },
    async function handleInviteOrganizationMember(request, reply) {
      const actor = requireSignedIn(request);
      const { user } = request.body;
      const invitation = await inviteOrganizationMember(
        app.database,
        actor,
        request.params.id,
        {
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          locale: user.locale ?? 'nl',
        },
        notifyContextOf(request),
      );
      return sendDocument(
        reply,
        {
          data: presentInvitation(invitation),
          meta: { message: translate(requestLocale(request), 'organization_invitations.sent') },
        },
        202,
      );
    },
  );
}
