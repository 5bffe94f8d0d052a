import { applicationsMessages } from './modules/applications/applications.messages.ts';
import { authMessages } from './modules/auth/auth.messages.ts';
import { conversationsMessages } from './modules/conversations/conversations.messages.ts';
import { digestsMessages } from './modules/digests/digests.messages.ts';
import { devJobsMessages } from './modules/dev-jobs/dev-jobs.messages.ts';
import { devMailMessages } from './modules/dev-mail/dev-mail.messages.ts';
import { notificationTemplatesMessages } from './modules/notification-templates/notification-templates.messages.ts';
import { fileUploadsMessages } from './modules/file-uploads/file-uploads.messages.ts';
import { notificationsMessages } from './modules/notifications/notifications.messages.ts';
import { organizationInvitationsMessages } from './modules/organizations/organization-invitations.messages.ts';
import { organizationsMessages } from './modules/organizations/organizations.messages.ts';
import { tagsMessages } from './modules/tags/tags.messages.ts';
import { searchSynonymGroupsMessages } from './modules/vacancy-search/search-synonym-groups.messages.ts';
import { usersMessages } from './modules/users/users.messages.ts';
import { vacanciesMessages } from './modules/vacancies/vacancies.messages.ts';
import { vacancySearchMessages } from './modules/vacancy-search/vacancy-search.messages.ts';
import { volunteerCentersMessages } from './modules/volunteer-centers/volunteer-centers.messages.ts';

/**
 * Every module's API messages, registered by the app at start (buildApp). The
 * keys typed valid are exactly these catalogues' (see ModuleMessageKeys), so a
 * catalogue left out of this list makes its keys a type error, never a raw key
 * in an answer; a test checks that every *.messages.ts file is listed.
 */
export const apiMessageCatalogues = [
  applicationsMessages,
  authMessages,
  conversationsMessages,
  devJobsMessages,
  devMailMessages,
  notificationTemplatesMessages,
  digestsMessages,
  fileUploadsMessages,
  notificationsMessages,
  organizationInvitationsMessages,
  organizationsMessages,
  searchSynonymGroupsMessages,
  tagsMessages,
  usersMessages,
  vacanciesMessages,
  vacancySearchMessages,
  volunteerCentersMessages,
] as const;

type CatalogueKeys<C> = C extends { en: Record<infer Key, string> } ? Key : never;

declare module './platform/i18n/api-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessageKeys extends Record<CatalogueKeys<(typeof apiMessageCatalogues)[number]>, true> {}
}
