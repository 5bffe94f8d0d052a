import type { ApiModule } from '../../platform/modules/api-module.ts';
import { organizationsPersonalData } from './organizations.personal-data.ts';
import { registerCurrentOrganizationCheck } from './current-organization-header.ts';
import { provideOrganizationIncludes } from './organization-includes.ts';
import { organizationInvitationsMessages } from './organization-invitations.messages.ts';
import { registerInvitationSecretLinks } from './organization-members.service.ts';
import { createOrganizationRecords } from './organization-reads.service.ts';
import { organizationsMessages } from './organizations.messages.ts';
import { organizationPages, organizationSitemap } from './organization-pages.ts';
import { subscribeOrganizationsToTagEvents } from './organization-tag-events.ts';
import { registerOrganizationRoutes } from './routes/index.ts';

/** Organisations: sign-up, approval, profiles, members and invitations. */
export const organizationsModule = {
  name: 'organizations',
  personalData: organizationsPersonalData,
  notificationEvents: [
    'organization_approved',
    'organization_denied',
    'organization_signed_up',
    'organization_invitation',
  ],
  auditActions: [
    'organization_created',
    'organization_updated',
    'organization_status_changed',
    'organization_moved',
    'organization_deleted',
    'organization_member_invited',
    'organization_invitation_accepted',
    'organization_invitation_declined',
    'organization_invitation_revoked',
  ],
  messages: [organizationsMessages, organizationInvitationsMessages],
  provide(app) {
    const organizationRecords = createOrganizationRecords(app.database, app.config.catalogueCacheEntries);
    app.decorate('organizationRecords', organizationRecords);
    app.addHook('onClose', () => organizationRecords.close());
    provideOrganizationIncludes(app);
  },
  // A merge of tags moves this module's own tag rows.
  connect: (app) => subscribeOrganizationsToTagEvents(app.domainEvents),
  secretLinks: (app) => registerInvitationSecretLinks(app.secretLinks),
  // The Current-Organization header is checked on every tenant route.
  tenantHooks: registerCurrentOrganizationCheck,
  publicPages: organizationPages,
  sitemap: organizationSitemap,
  routes: registerOrganizationRoutes,
} as const satisfies ApiModule;
