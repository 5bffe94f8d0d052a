import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { notificationChannels, notificationEvents } from '@volunteerly/contracts/notification-events';
import type { UserLocale } from '@volunteerly/contracts/users';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * What a notification can be about: erasure and clean-ups find notifications by their subject
 * (decision 045), never by the path they link to.
 */
export const notificationSubjectTypes = ['application', 'conversation', 'organization', 'user'] as const;
export type NotificationSubjectType = (typeof notificationSubjectTypes)[number];

/**
 * One in-app notification of a signed-in person (issue 15): the event, its short line rendered in
 * each language when it happened, the app path it links to and what it is about. Read
 * when `read_at` is set.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    event: text('event', { enum: notificationEvents }).notNull(),
    /** The line in the recipient's language when it happened. */
    text: text('text').notNull(),
    /**
     * The line in each language (issue 31 §5), so the list shows it in the language its reader
     * reads in; empty on notifications stored before, which show `text`.
     */
    texts: jsonb('texts').$type<Partial<Record<UserLocale, string>>>().notNull().default({}),
    /** The app path (starting with one slash) the item opens; null when there is nothing to open. */
    path: text('path'),
    /** What it is about (with `subject_id`); none on some notifications stored before subjects were named. */
    subjectType: text('subject_type', { enum: notificationSubjectTypes }),
    subjectId: bigint('subject_id', { mode: 'number' }),
    /** The values the text was rendered with (a later template change can render it again). */
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // Newest first by when they happened (issue 31 §5), the id only breaking ties.
    index('notifications_user_time_index').on(table.tenantId, table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_unread_index')
      .on(table.tenantId, table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_subject_index').on(table.tenantId, table.subjectType, table.subjectId),
    check('notifications_subject_named', sql`(${table.subjectType} is null) = (${table.subjectId} is null)`),
    check(
      'notifications_path_in_app',
      sql`${table.path} is null or (${table.path} like '/%' and ${table.path} not like '//%')`,
    ),
    foreignKey({
      name: 'notifications_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A person's choice of channel for one event; without a row the event's default applies (in the
 * app and by e-mail). Mandatory events always mail, whatever is stored.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    event: text('event', { enum: notificationEvents }).notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.event] }),
    check(
      'notification_preferences_channel_values',
      sql`${table.channel} in ('in_app_and_email', 'in_app', 'email', 'none')`,
    ),
    foreignKey({
      name: 'notification_preferences_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;
