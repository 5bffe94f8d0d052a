import type { ApiMessageCatalogue } from './platform/i18n/api-messages.ts';
import type { PersonalDataPart } from './platform/personal-data/personal-data.ts';
import type { PublicPage, PublicPages, SitemapSource } from './platform/web/public-pages.ts';
import { applicationsModule } from './modules/applications/applications.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { conversationsModule } from './modules/conversations/conversations.module.ts';
import { dashboardModule } from './modules/dashboard/dashboard.module.ts';
import { devJobsModule } from './modules/dev-jobs/dev-jobs.module.ts';
import { devMailModule } from './modules/dev-mail/dev-mail.module.ts';
import { digestsModule } from './modules/digests/digests.module.ts';
import { figuresModule } from './modules/figures/figures.module.ts';
import { fileUploadsModule } from './modules/file-uploads/file-uploads.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { notificationTemplatesModule } from './modules/notification-templates/notification-templates.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { organizationInvitationsModule } from './modules/organization-invitations/organization-invitations.module.ts';
import { organizationsModule } from './modules/organizations/organizations.module.ts';
import { partnersModule } from './modules/partners/partners.module.ts';
import { picturesModule } from './modules/pictures/pictures.module.ts';
import { privacyModule } from './modules/privacy/privacy.module.ts';
import { publicPagesModule } from './modules/public-pages/public-pages.module.ts';
import { tagsModule } from './modules/tags/tags.module.ts';
import { tenantsModule } from './modules/tenants/tenants.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { vacanciesModule } from './modules/vacancies/vacancies.module.ts';
import { vacancySearchModule } from './modules/vacancy-search/vacancy-search.module.ts';
import { volunteerCentersModule } from './modules/volunteer-centers/volunteer-centers.module.ts';

/**
 * Every API module, lower ones first (apps/api/module-dependencies.json): the one list the app,
 * the message catalogues and the tests iterate (issue 30). A new module adds its manifest here;
 * `test/architecture/api-modules.test.ts` fails until every module folder is listed.
 */
export const apiModules = [
  auditModule,
  devJobsModule,
  devMailModule,
  fileUploadsModule,
  healthModule,
  figuresModule,
  tagsModule,
  picturesModule,
  volunteerCentersModule,
  tenantsModule,
  mailModule,
  notificationTemplatesModule,
  notificationsModule,
  partnersModule,
  usersModule,
  authModule,
  organizationsModule,
  organizationInvitationsModule,
  conversationsModule,
  privacyModule,
  vacanciesModule,
  applicationsModule,
  vacancySearchModule,
  digestsModule,
  dashboardModule,
  publicPagesModule,
] as const;

/** Every module's API messages, registered by the app at start. */
export const apiMessageCatalogues: readonly ApiMessageCatalogue[] = apiModules.flatMap(
  (module): readonly ApiMessageCatalogue[] => ('messages' in module ? module.messages : []),
);

/**
 * Every module's personal data, in the list's order: 'download my data' shows their sections in
 * it, and erasing an account runs their erase in it in one transaction, then deletes the account
 * row. Notifications come before conversations, and conversations before applications:
 * notifications finds what others were told about the person's applications and conversations
 * through those rows, and a volunteer's conversation belongs to their application, so each goes
 * before the rows it points at and no cascade does a part's work. A test fails on a column
 * pointing at a person that no part names (test/privacy/personal-data-coverage.test.ts).
 */
export const personalDataParts: readonly PersonalDataPart[] = apiModules.flatMap(
  (module): readonly PersonalDataPart[] => ('personalData' in module ? [module.personalData] : []),
);

/**
 * Every module's public pages and sitemap sources: the server describes a page a browser opens
 * (its head, 404 for a record that is not public) and lists the sitemap from these.
 */
export const publicPages: PublicPages = {
  pages: apiModules.flatMap((module): readonly PublicPage[] => ('publicPages' in module ? module.publicPages : [])),
  sitemapSources: apiModules.flatMap((module): readonly SitemapSource[] =>
    'sitemap' in module ? [module.sitemap] : [],
  ),
};

type CatalogueKeys<C> = C extends { en: Record<infer Key, string> } ? Key : never;
type ModuleAuditActions<M> = M extends { auditActions: readonly (infer A)[] } ? A : never;
type ModuleCatalogues<M> = M extends { messages: readonly (infer C)[] } ? C : never;

declare module './platform/i18n/api-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessageKeys extends Record<CatalogueKeys<ModuleCatalogues<(typeof apiModules)[number]>>, true> {}
}

declare module './modules/audit/audit.repository.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the actions
  interface DeclaredAuditActions extends Record<ModuleAuditActions<(typeof apiModules)[number]>, true> {}
}
