import { bigint, index, pgTable, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';

/**
 * Mail received by the local SMTP capture (development and tests, when no
 * SMTP_URL is configured): what `/dev/mail` and the tests read.
 */
export const capturedMails = pgTable(
  'captured_mails',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('captured_mails_tenant_index').on(table.tenantId, table.receivedAt),
    primaryKey({ columns: [table.tenantId, table.id] }),
  ],
);

export type CapturedMailRow = typeof capturedMails.$inferSelect;
