import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * One volunteer's digest for one period (issue 15 §5): written in the transaction that hands the
 * mail to the notification path, so a period is handled once however often the planner or the
 * send job runs. A period without matches is recorded too (count 0, no mail).
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** `2026-W48` (weekly, ISO week) or `2026-11` (monthly), in Europe/Amsterdam. */
    periodKey: text('period_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    vacancyCount: integer('vacancy_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.periodKey] }),
    index('digest_deliveries_sent_index').on(table.tenantId, table.sentAt),
    foreignKey({
      name: 'digest_deliveries_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type DigestDeliveryRow = typeof digestDeliveries.$inferSelect;
