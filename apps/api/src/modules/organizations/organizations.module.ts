import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerCurrentOrganizationCheck } from './current-organization-header.ts';
import { provideOrganizationIncludes } from './organization-includes.ts';
import { createOrganizationRecords } from './organization-reads.service.ts';
import { organizationsMessages } from './organizations.messages.ts';
import { organizationPages, organizationSitemap } from './organization-pages.ts';
import { subscribeOrganizationsToTagEvents } from './organization-tag-events.ts';
import { registerOrganizationRoutes } from './routes/index.ts';

/** Organisations: sign-up, approval, profiles and moving between centres (invitations: organization-invitations). */
export const organizationsModule = {
  name: 'organizations',
  announces: {
    public_catalogue: ['organizations', 'organization_profiles', 'organization_addresses', 'organization_tags'],
  },
  notificationEvents: ['organization_approved', 'organization_denied', 'organization_signed_up'],
  auditActions: [
    'organization_created',
    'organization_updated',
    'organization_status_changed',
    'organization_moved',
    'organization_deleted',
  ],
  messages: [organizationsMessages],
  provide(app) {
    const organizationRecords = createOrganizationRecords(app.database, app.config.catalogueCacheEntries);
    app.decorate('organizationRecords', organizationRecords);
    app.addHook('onClose', () => organizationRecords.close());
    provideOrganizationIncludes(app);
  },
  // A merge of tags moves this module's own tag rows.
  connect: (app) => subscribeOrganizationsToTagEvents(app.domainEvents),
  // The Current-Organization header is checked on every tenant route.
  tenantHooks: registerCurrentOrganizationCheck,
  publicPages: organizationPages,
  sitemap: organizationSitemap,
  routes: registerOrganizationRoutes,
} as const satisfies ApiModule;
