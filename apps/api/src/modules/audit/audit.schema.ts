import { bigint, index, jsonb, pgTable, text, timestamp, primaryKey, foreignKey } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * The audit log: sign-ins (success and failure), sign-in-as, role and status
 * changes, deletions. Deleting a user keeps its events (counts stay right) but
 * drops every identifier in them.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    subjectUserId: bigint('subject_user_id', { mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_subject_index').on(table.subjectUserId, table.action, table.createdAt),
    index('audit_events_actor_index').on(table.actorUserId),
    index('audit_events_tenant_created_index').on(table.tenantId, table.createdAt),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'audit_events_actor_user_id_fk',
      columns: [table.tenantId, table.actorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'audit_events_subject_user_id_fk',
      columns: [table.tenantId, table.subjectUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
