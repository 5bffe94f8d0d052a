import {
  notificationEventDefinitions,
  type NotificationChannel,
  type NotificationEvent,
} from '@volunteerly/contracts/notification-events';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { LiveNotifications } from '../../platform/live/live-notifications.ts';
import { notificationNotFound, preferenceInvalid } from './notifications.errors.ts';
import { effectiveChannel, receivableEvents, selectableChannels } from './notifications.policy.ts';
import {
  countUnread,
  findAllNotificationsOf,
  findNotificationsOf,
  findPreferences,
  markAllRead,
  updateReadState,
  upsertPreferences,
} from './notifications.repository.ts';
import type { NotificationPreferenceRow, NotificationRow } from './notifications.schema.ts';

// A person's own notifications: every query is of the signed-in user in their tenant, so another
// person's notification is not found (404), never forbidden.

/** One page of the person's notifications, newest first, with the total and the unread count. */
export async function listNotifications(
  database: Database,
  actor: SignedInUser,
  options: { unreadOnly: boolean; offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number; unreadCount: number }> {
  return readAsTenant(database, actor.tenantId, async (scope) => {
    const page = await findNotificationsOf(scope, actor.id, options);
    const unreadCount = options.unreadOnly ? page.total : await countUnread(scope, actor.id);
    return { ...page, unreadCount };
  });
}

/** How many of the person's notifications are unread. */
export async function unreadNotificationCount(database: Database, actor: SignedInUser): Promise<number> {
  return readAsTenant(database, actor.tenantId, (scope) => countUnread(scope, actor.id));
}

/** Tells the person's other open pages the new unread count (after the change committed). */
function announceUnreadCount(live: LiveNotifications, actor: SignedInUser, unreadCount: number): void {
  live.publish({
    tenantId: actor.tenantId,
    userId: actor.id,
    type: 'unread_count',
    data: { unread_count: unreadCount },
  });
}

/** Marks one of the person's notifications read or unread. */
export async function changeNotificationReadState(
  database: Database,
  live: LiveNotifications,
  actor: SignedInUser,
  notificationId: number,
  read: boolean,
): Promise<{ row: NotificationRow; unreadCount: number }> {
  const result = await withTenant(database, actor.tenantId, async (scope) => {
    const row = await updateReadState(scope, actor.id, notificationId, read);
    if (!row) throw notificationNotFound();
    return { row, unreadCount: await countUnread(scope, actor.id) };
  });
  announceUnreadCount(live, actor, result.unreadCount);
  return result;
}

/** Marks every notification of the person read. */
export async function markAllNotificationsRead(
  database: Database,
  live: LiveNotifications,
  actor: SignedInUser,
): Promise<number> {
  const changed = await withTenant(database, actor.tenantId, (scope) => markAllRead(scope, actor.id));
  if (changed > 0) announceUnreadCount(live, actor, 0);
  return 0;
}

/** The person's channel for one event, with what they may choose. */
export interface NotificationPreference {
  event: NotificationEvent;
  channel: NotificationChannel;
  channels: NotificationChannel[];
}

/** The person's channel for every event they can receive, in the catalogue's order. */
export async function listNotificationPreferences(
  database: Database,
  actor: SignedInUser,
): Promise<NotificationPreference[]> {
  const stored = await readAsTenant(database, actor.tenantId, (scope) => findPreferences(scope, actor.id));
  const byEvent = new Map(stored.map((row) => [row.event, row.channel]));
  return receivableEvents(actor).map((event) => ({
    event,
    channel: effectiveChannel(event, byEvent.get(event)),
    channels: selectableChannels(event),
  }));
}

/**
 * Stores the person's channel for the events named (the others stay as they are). An event they
 * cannot receive, an event twice, or a channel the event does not allow (a mandatory mail switched
 * off or to the app only) is a 422 naming the entry.
 */
export async function changeNotificationPreferences(
  database: Database,
  actor: SignedInUser,
  choices: readonly { event: NotificationEvent; channel: NotificationChannel }[],
): Promise<NotificationPreference[]> {
  const receivable = new Set(receivableEvents(actor));
  const seen = new Set<NotificationEvent>();
  choices.forEach((choice, index) => {
    const values = { event: choice.event, channel: choice.channel };
    if (!receivable.has(choice.event)) {
      throw preferenceInvalid(index, 'event_not_receivable', 'notifications.preferences.not_receivable', values);
    }
    if (seen.has(choice.event)) {
      throw preferenceInvalid(index, 'event_duplicate', 'notifications.preferences.duplicate', values);
    }
    seen.add(choice.event);
    if (!selectableChannels(choice.event).includes(choice.channel)) {
      const code = notificationEventDefinitions[choice.event].mandatory ? 'channel_mandatory' : 'channel_not_allowed';
      throw preferenceInvalid(index, code, 'notifications.preferences.channel_not_allowed', values);
    }
  });
  await withTenant(database, actor.tenantId, (scope) => upsertPreferences(scope, actor.id, choices));
  return listNotificationPreferences(database, actor);
}

/**
 * A person's in-app notifications and the channels they chose, inside the caller's transaction:
 * for 'download my data' (privacy).
 */
export async function notificationDataOf(
  scope: TenantScope,
  userId: number,
): Promise<{ notifications: NotificationRow[]; preferences: NotificationPreferenceRow[] }> {
  return {
    notifications: await findAllNotificationsOf(scope, userId),
    preferences: await findPreferences(scope, userId),
  };
}
