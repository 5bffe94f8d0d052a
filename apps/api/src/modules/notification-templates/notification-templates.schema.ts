import { bigint, foreignKey, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';

/**
 * A centre's own version of one notification's template in one language (issue 15 §2): Liquid
 * texts for the subject, the HTML and plain-text bodies and the in-app line. A row exists only when
 * the centre changed the shipped default; deleting it resets the template to the default. Each
 * belongs to one volunteer centre (issue 29): it is used for mail sent from that centre's site to
 * people that centre governs, and only that centre's admins (and super admins) change it.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The centre whose template it is. */
    volunteerCenterId: bigint('volunteer_center_id', { mode: 'number' }).notNull(),
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
    unique('notification_templates_center_event_locale').on(
      table.tenantId,
      table.volunteerCenterId,
      table.event,
      table.locale,
    ),
    foreignKey({
      name: 'notification_templates_volunteer_center_id_fk',
      columns: [table.tenantId, table.volunteerCenterId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
  ],
);

export type NotificationTemplateRow = typeof notificationTemplates.$inferSelect;
