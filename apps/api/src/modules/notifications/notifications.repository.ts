import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationEvent } from '@volunteerly/contracts/notification-events';
import type { UserLocale } from '@volunteerly/contracts/users';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { applications } from '../applications/applications.schema.ts';
import { conversations } from '../conversations/conversations.schema.ts';
import {
  notificationPreferences,
  notifications,
  type NotificationPreferenceRow,
  type NotificationRow,
  type NotificationSubjectType,
} from './notifications.schema.ts';

/** A new in-app notification. */
export interface NewNotification {
  userId: number;
  event: NotificationEvent;
  text: string;
  /** The line in each language; none on a row a factory or an old caller made. */
  texts?: Partial<Record<UserLocale, string>>;
  path: string | null;
  subjectType: NotificationSubjectType;
  subjectId: number;
  values: Record<string, unknown>;
}

/** Stores an in-app notification. */
export async function insertNotification(scope: TenantScope, notification: NewNotification): Promise<NotificationRow> {
  const [row] = await scope.transaction
    .insert(notifications)
    .values({ tenantId: scope.tenantId, ...notification })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/** The channel a person chose for an event, when they chose one. */
export async function findPreferredChannel(
  scope: TenantScope,
  userId: number,
  event: NotificationEvent,
): Promise<NotificationChannel | undefined> {
  const [row] = await scope.transaction
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(
      and(
        ofTenant(notificationPreferences, scope),
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.event, event),
      ),
    )
    .limit(1);
  return row?.channel;
}

/** Every channel a person chose. */
export async function findPreferences(scope: TenantScope, userId: number): Promise<NotificationPreferenceRow[]> {
  return scope.transaction
    .select()
    .from(notificationPreferences)
    .where(and(ofTenant(notificationPreferences, scope), eq(notificationPreferences.userId, userId)));
}

/** Stores a person's channel per event (one statement for all). */
export async function upsertPreferences(
  scope: TenantScope,
  userId: number,
  choices: readonly { event: NotificationEvent; channel: NotificationChannel }[],
): Promise<void> {
  if (choices.length === 0) return;
  await scope.transaction
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ tenantId: scope.tenantId, userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.tenantId, notificationPreferences.userId, notificationPreferences.event],
      set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
    });
}

/** One page of a person's notifications, newest first (by when they happened), and how many there are in all. */
export async function findNotificationsOf(
  scope: TenantScope,
  userId: number,
  options: { unreadOnly: boolean; offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const filter = and(
    ofTenant(notifications, scope),
    eq(notifications.userId, userId),
    options.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const rows = await scope.transaction
    .select()
    .from(notifications)
    .where(filter)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(options.offset)
    .limit(options.limit);
  const total =
    rows.length > 0 && rows.length < options.limit
      ? options.offset + rows.length
      : ((await scope.transaction.select({ total: count() }).from(notifications).where(filter))[0]?.total ?? 0);
  return { rows, total };
}

/** How many of a person's notifications are unread. */
export async function countUnread(scope: TenantScope, userId: number): Promise<number> {
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(notifications)
    .where(and(ofTenant(notifications, scope), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** Marks one of a person's notifications read or unread; undefined when it is not theirs. */
export async function updateReadState(
  scope: TenantScope,
  userId: number,
  notificationId: number,
  read: boolean,
): Promise<NotificationRow | undefined> {
  const [row] = await scope.transaction
    .update(notifications)
    // Reading again keeps the first time it was read.
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(ofTenant(notifications, scope), eq(notifications.userId, userId), eq(notifications.id, notificationId)))
    .returning();
  return row;
}

/** Marks every unread notification of a person read; answers how many changed. */
export async function markAllRead(scope: TenantScope, userId: number): Promise<number> {
  const rows = await scope.transaction
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ofTenant(notifications, scope), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Deletes everyone's notifications about a person: about their account, their applications and
 * the conversations they have as the volunteer (which name them), in one statement. For an
 * account that is erased, before those go with it.
 */
export async function deleteNotificationsAboutPerson(scope: TenantScope, userId: number): Promise<void> {
  const subject = (type: NotificationSubjectType) => eq(notifications.subjectType, type);
  const theirApplications = scope.transaction
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.tenantId, scope.tenantId), eq(applications.userId, userId)));
  const theirConversations = scope.transaction
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.tenantId, scope.tenantId), eq(conversations.volunteerUserId, userId)));
  await scope.transaction
    .delete(notifications)
    .where(
      and(
        ofTenant(notifications, scope),
        or(
          and(subject('user'), eq(notifications.subjectId, userId)),
          and(subject('application'), inArray(notifications.subjectId, theirApplications)),
          and(subject('conversation'), inArray(notifications.subjectId, theirConversations)),
        ),
      ),
    );
}

/** Deletes everyone's notifications about these things of one type. */
export async function deleteNotificationsAboutSubjects(
  scope: TenantScope,
  subjectType: NotificationSubjectType,
  subjectIds: readonly number[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  await scope.transaction
    .delete(notifications)
    .where(
      and(
        ofTenant(notifications, scope),
        eq(notifications.subjectType, subjectType),
        inArray(notifications.subjectId, [...subjectIds]),
      ),
    );
}

/** Every notification of a person, newest first (for 'download my data'). */
export async function findAllNotificationsOf(scope: TenantScope, userId: number): Promise<NotificationRow[]> {
  return scope.transaction
    .select()
    .from(notifications)
    .where(and(ofTenant(notifications, scope), eq(notifications.userId, userId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}
