import { applicationsPersonalData } from './modules/applications/applications.personal-data.ts';
import { auditPersonalData } from './modules/audit/audit.personal-data.ts';
import { authPersonalData } from './modules/auth/auth.personal-data.ts';
import { conversationsPersonalData } from './modules/conversations/conversations.personal-data.ts';
import { devMailPersonalData } from './modules/dev-mail/dev-mail.personal-data.ts';
import { digestsPersonalData } from './modules/digests/digests.personal-data.ts';
import { fileUploadsPersonalData } from './modules/file-uploads/file-uploads.personal-data.ts';
import { notificationTemplatesPersonalData } from './modules/notification-templates/notification-templates.personal-data.ts';
import { notificationsPersonalData } from './modules/notifications/notifications.personal-data.ts';
import { organizationsPersonalData } from './modules/organizations/organizations.personal-data.ts';
import { usersPersonalData } from './modules/users/users.personal-data.ts';
import { vacanciesPersonalData } from './modules/vacancies/vacancies.personal-data.ts';
import type { PersonalDataPart } from './platform/personal-data/personal-data.ts';

/**
 * Every module's personal data (decision 046): 'download my data' shows their sections in this
 * order, and erasing an account runs their erase in this order in one transaction, then deletes
 * the account row. Notifications come before conversations, and conversations before
 * applications: notifications finds what others were told about the person's applications and
 * conversations through those rows, and a volunteer's conversation belongs to their application,
 * so each goes before the rows it points at and no cascade does a part's work. A test fails on a
 * column pointing at a person that no part here names (test/privacy/personal-data-coverage.test.ts).
 */
export const personalDataParts: readonly PersonalDataPart[] = [
  usersPersonalData,
  authPersonalData,
  auditPersonalData,
  devMailPersonalData,
  notificationsPersonalData,
  conversationsPersonalData,
  applicationsPersonalData,
  vacanciesPersonalData,
  digestsPersonalData,
  fileUploadsPersonalData,
  organizationsPersonalData,
  notificationTemplatesPersonalData,
];
