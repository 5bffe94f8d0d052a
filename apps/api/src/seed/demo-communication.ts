import { and, desc, eq, inArray } from 'drizzle-orm';
import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import { applications } from '../modules/applications/applications.schema.ts';
import {
  conversationMessages,
  conversationReads,
  conversations,
} from '../modules/conversations/conversations.schema.ts';
import { shippedInAppText } from '../modules/notification-templates/render-notification.ts';
import { notifications } from '../modules/notifications/notifications.schema.ts';
import { users } from '../modules/users/users.schema.ts';
import { vacancies } from '../modules/vacancies/vacancies.schema.ts';
import type { Database } from '../platform/database/connection.ts';
import { applicationsMessages } from '../modules/applications/applications.messages.ts';
import { withTenant, type TenantScope } from '../platform/database/tenant-scope.ts';

/** Who the demo's communication is between: the organisation admin login and the volunteer login. */
export interface DemoCommunicationLogins {
  organization?: { id: number; adminUserId: number };
  volunteerUserId?: number;
}

const hour = 60 * 60 * 1000;

/** The organisation admin's newest applications that get a notification (the older ones are read). */
const notifiedApplications = 6;

/**
 * Gives the demo logins what a week of use leaves behind (decision 026: a demo a centre believes):
 * the organisation admin's notifications of new applications and a conversation with an applicant
 * that has an unread question, and the volunteer's notices about their applications. Texts come from the
 * shipped templates, as the product would have written them.
 */
export async function seedDemoCommunication(
  database: Database,
  tenant: { id: number; appName: string },
  logins: DemoCommunicationLogins,
  now: Date = new Date(),
): Promise<void> {
  await withTenant(database, tenant.id, async (scope) => {
    if (logins.organization) await seedOrganizationNotices(scope, tenant.appName, logins.organization);
    if (logins.organization) await seedConversation(scope, logins.organization, now);
    if (logins.volunteerUserId !== undefined) await seedVolunteerNotices(scope, tenant.appName, logins.volunteerUserId);
  });
}

/** The line of a demo notification in Dutch (its `text`, as its readers' accounts are Dutch) and in every language. */
function inAppTexts(
  event: NotificationEvent,
  valuesIn: (locale: UserLocale) => Record<string, string>,
): { text: string; texts: Record<UserLocale, string> } {
  const texts = Object.fromEntries(
    userLocales.map((locale) => [locale, shippedInAppText(event, locale, { link: '', ...valuesIn(locale) })]),
  ) as Record<UserLocale, string>;
  return { text: texts.nl, texts };
}

async function seedOrganizationNotices(
  scope: TenantScope,
  appName: string,
  organization: { id: number; adminUserId: number },
): Promise<void> {
  const rows = await scope.transaction
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      vacancy: vacancies.title,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applications)
    .innerJoin(vacancies, and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)))
    .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
    .where(and(eq(applications.tenantId, scope.tenantId), eq(vacancies.organizationId, organization.id)))
    .orderBy(desc(applications.createdAt))
    .limit(notifiedApplications);
  const values = [];
  for (const row of rows) {
    const applicant = `${row.firstName} ${row.lastName}`.trim();
    values.push({
      tenantId: scope.tenantId,
      userId: organization.adminUserId,
      event: 'application_new' as const,
      ...inAppTexts('application_new', () => ({ name: '', appName, vacancy: row.vacancy, applicant })),
      path: sitePaths.application(row.id),
      subjectType: 'application' as const,
      subjectId: row.id,
      // What is still new to handle is unread; what the organisation already answered was read.
      readAt: row.status === 'new' ? null : row.createdAt,
      createdAt: row.createdAt,
    });
  }
  if (values.length > 0) await scope.transaction.insert(notifications).values(values);
}

async function seedVolunteerNotices(scope: TenantScope, appName: string, volunteerUserId: number): Promise<void> {
  const rows = await scope.transaction
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      statusChangedAt: applications.statusChangedAt,
      vacancy: vacancies.title,
    })
    .from(applications)
    .innerJoin(vacancies, and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)))
    .where(and(eq(applications.tenantId, scope.tenantId), eq(applications.userId, volunteerUserId)));
  const values = [];
  for (const row of rows) {
    const path = sitePaths.application(row.id);
    values.push({
      tenantId: scope.tenantId,
      userId: volunteerUserId,
      event: 'application_received' as const,
      ...inAppTexts('application_received', () => ({ name: '', appName, vacancy: row.vacancy })),
      path,
      subjectType: 'application' as const,
      subjectId: row.id,
      readAt: row.createdAt,
      createdAt: row.createdAt,
    });
    if (row.status === 'new' || row.status === 'withdrawn') continue;
    values.push({
      tenantId: scope.tenantId,
      userId: volunteerUserId,
      event: 'application_status_changed' as const,
      ...inAppTexts('application_status_changed', (locale) => ({
        name: '',
        appName,
        vacancy: row.vacancy,
        // The seed runs before the app registers its messages: the catalogue is read directly.
        status: applicationsMessages[locale][`applications.status_word.${row.status}`],
        note: '',
      })),
      path,
      subjectType: 'application' as const,
      subjectId: row.id,
      readAt: null,
      createdAt: row.statusChangedAt ?? row.createdAt,
    });
  }
  if (values.length > 0) await scope.transaction.insert(notifications).values(values);
}

/**
 * One of the organisation's applicants asked something about their application; the organisation
 * answered an earlier question and has the newest one still to read.
 */
async function seedConversation(scope: TenantScope, organization: { id: number; adminUserId: number }, now: Date) {
  const [application] = await scope.transaction
    .select({ id: applications.id, userId: applications.userId, vacancy: vacancies.title })
    .from(applications)
    .innerJoin(vacancies, and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)))
    .where(
      and(
        eq(applications.tenantId, scope.tenantId),
        eq(vacancies.organizationId, organization.id),
        inArray(applications.status, ['new', 'accepted']),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (!application?.userId) return;
  const asked = new Date(now.getTime() - 26 * hour);
  const answered = new Date(now.getTime() - 20 * hour);
  const askedAgain = new Date(now.getTime() - 2 * hour);
  const [conversation] = await scope.transaction
    .insert(conversations)
    .values({
      tenantId: scope.tenantId,
      kind: 'application',
      applicationId: application.id,
      organizationId: organization.id,
      volunteerUserId: application.userId,
      subject: application.vacancy,
      createdAt: asked,
      lastMessageAt: askedAgain,
    })
    .returning({ id: conversations.id });
  if (!conversation) return;
  const message = (authorUserId: number, authorSide: 'volunteer' | 'organization', body: string, createdAt: Date) => ({
    tenantId: scope.tenantId,
    conversationId: conversation.id,
    authorUserId,
    authorSide,
    body,
    createdAt,
  });
  await scope.transaction
    .insert(conversationMessages)
    .values([
      message(application.userId, 'volunteer', 'Hallo! Kan ik ook op zaterdagochtend, of alleen doordeweeks?', asked),
      message(
        organization.adminUserId,
        'organization',
        'Leuk dat je je aanmeldt! Zaterdagochtend kan zeker. Zullen we volgende week even kennismaken?',
        answered,
      ),
      message(application.userId, 'volunteer', 'Graag! Dinsdagavond na zevenen kan ik het beste.', askedAgain),
    ]);
  await scope.transaction.insert(conversationReads).values([
    {
      tenantId: scope.tenantId,
      conversationId: conversation.id,
      userId: organization.adminUserId,
      lastReadAt: answered,
    },
    { tenantId: scope.tenantId, conversationId: conversation.id, userId: application.userId, lastReadAt: askedAgain },
  ]);
}
