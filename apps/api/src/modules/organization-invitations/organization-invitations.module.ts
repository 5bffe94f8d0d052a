import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerInvitationSecretLinks } from './member-invitations.service.ts';
import { organizationInvitationsMessages } from './organization-invitations.messages.ts';
import { organizationInvitationsPersonalData } from './organization-invitations.personal-data.ts';
import { registerOrganizationInvitationRoutes } from './routes/index.ts';

/**
 * Invitations to manage an organisation (decision 009): its admins invite by e-mail, and the
 * invitee gains the role only by accepting through the mail's single-use link.
 */
export const organizationInvitationsModule = {
  name: 'organization-invitations',
  personalData: organizationInvitationsPersonalData,
  notificationEvents: ['organization_invitation'],
  auditActions: [
    'organization_member_invited',
    'organization_invitation_accepted',
    'organization_invitation_declined',
    'organization_invitation_revoked',
  ],
  messages: [organizationInvitationsMessages],
  secretLinks: (app) => registerInvitationSecretLinks(app.secretLinks),
  routes: registerOrganizationInvitationRoutes,
} as const satisfies ApiModule;
