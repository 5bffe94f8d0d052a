import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerAcceptOrganizationInvitation } from './accept-organization-invitation.ts';
import { registerDeclineOrganizationInvitation } from './decline-organization-invitation.ts';
import { registerInviteOrganizationMember } from './invite-organization-member.ts';
import { registerListOrganizationInvitations } from './list-organization-invitations.ts';
import { registerRevokeOrganizationInvitation } from './revoke-organization-invitation.ts';
import { registerShowOrganizationInvitation } from './show-organization-invitation.ts';

/** The invitation endpoints: an organisation's admins invite, the invitee accepts or declines. */
export function registerOrganizationInvitationRoutes(app: AppInstance): void {
  registerInviteOrganizationMember(app);
  registerListOrganizationInvitations(app);
  registerRevokeOrganizationInvitation(app);
  registerShowOrganizationInvitation(app);
  registerAcceptOrganizationInvitation(app);
  registerDeclineOrganizationInvitation(app);
}
