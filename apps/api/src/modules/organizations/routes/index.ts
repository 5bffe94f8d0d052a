import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerAcceptOrganizationInvitation } from './accept-organization-invitation.ts';
import { registerApproveOrganization } from './approve-organization.ts';
import { registerCreateOrganization } from './create-organization.ts';
import { registerDeclineOrganizationInvitation } from './decline-organization-invitation.ts';
import { registerDeleteOrganization } from './delete-organization.ts';
import { registerInviteOrganizationMember } from './invite-organization-member.ts';
import { registerListOrganizationInvitations } from './list-organization-invitations.ts';
import { registerListCurrentOrganizations } from './list-current-organizations.ts';
import { registerListOrganizations } from './list-organizations.ts';
import { registerMoveOrganization } from './move-organization.ts';
import { registerRevokeOrganizationInvitation } from './revoke-organization-invitation.ts';
import { registerShowCurrentOrganization } from './show-current-organization.ts';
import { registerShowOrganization } from './show-organization.ts';
import { registerShowOrganizationInvitation } from './show-organization-invitation.ts';
import { registerSignUpOrganization } from './sign-up-organization.ts';
import { registerUpdateOrganization } from './update-organization.ts';

/** The organisation endpoints. */
export function registerOrganizationRoutes(app: AppInstance): void {
  registerListCurrentOrganizations(app);
  registerShowCurrentOrganization(app);
  registerListOrganizations(app);
  registerSignUpOrganization(app);
  registerShowOrganization(app);
  registerCreateOrganization(app);
  registerUpdateOrganization(app);
  registerApproveOrganization(app);
  registerMoveOrganization(app);
  registerDeleteOrganization(app);
  registerInviteOrganizationMember(app);
  registerListOrganizationInvitations(app);
  registerRevokeOrganizationInvitation(app);
  registerShowOrganizationInvitation(app);
  registerAcceptOrganizationInvitation(app);
  registerDeclineOrganizationInvitation(app);
}
