import { bigint, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';

/**
 * A centre's own version of one notification's template in one language (issue 15 §2): Liquid
 * texts for the subject, the HTML and plain-text bodies and the in-app line. A row exists only when
 * the centre changed the shipped default; deleting it resets the template to the default.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** A `NotificationEvent` of `@volunteerly/contracts/notification-events`. */
    event: text('event').notNull(),
    /** A `UserLocale` (nl, en). */
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    htmlBody: text('html_body').notNull(),
    textBody: text('text_body').notNull(),
    inAppText: text('in_app_text').notNull(),
    /** Who saved it last; no foreign key, so erasing that person keeps the centre's template. */
    updatedByUserId: bigint('updated_by_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('notification_templates_event_locale').on(table.tenantId, table.event, table.locale),
  ],
);

export type NotificationTemplateRow = typeof notificationTemplates.$inferSelect;
