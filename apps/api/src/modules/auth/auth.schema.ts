import { bigint, index, pgTable, text, timestamp, uniqueIndex, primaryKey, foreignKey } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * One signed-in device (devise_token_auth's `client`): the access token is
 * stored only as its SHA-256 hash. At most ten per user; the oldest goes.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    /** Set when a privileged user signed in as this user (sign-in-as). */
    impersonatorUserId: bigint('impersonator_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_tokens_user_client_unique').on(table.tenantId, table.userId, table.client),
    index('auth_tokens_tenant_index').on(table.tenantId),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'auth_tokens_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'auth_tokens_impersonator_user_id_fk',
      columns: [table.tenantId, table.impersonatorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
export type NewAuthTokenRow = typeof authTokens.$inferInsert;
