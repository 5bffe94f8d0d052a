import {
  organizationInvitationStatuses,
  type OrganizationInvitationStatus,
} from '@volunteerly/contracts/resources/organizations';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';
import { organizations } from '../organizations/organizations.schema.ts';

// Where an invitation stands (waiting for an answer, or answered / taken back): one list, in the contract.
export { organizationInvitationStatuses, type OrganizationInvitationStatus };

/**
 * An invitation to become admin of an organisation (decision 009): the role is
 * granted only when the invited account accepts. Only the SHA-256 hash of the
 * single-use token is stored.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    /** The invited account (a new address gets an invited account without a password). */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The address the invitation went to, lower-cased. */
    email: text('email').notNull(),
    invitedByUserId: bigint('invited_by_user_id', { mode: 'number' }),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: organizationInvitationStatuses }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organization_invitations_token_unique').on(table.tenantId, table.tokenHash),
    // One open invitation per person and organisation: inviting again replaces it.
    uniqueIndex('organization_invitations_pending_unique')
      .on(table.tenantId, table.organizationId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('organization_invitations_organization_index').on(table.tenantId, table.organizationId, table.status),
    index('organization_invitations_user_index').on(table.userId),
    check(
      'organization_invitations_status_values',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'revoked')`,
    ),
    check('organization_invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'organization_invitations_organization_id_fk',
      columns: [table.tenantId, table.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_invitations_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_invitations_invited_by_user_id_fk',
      columns: [table.tenantId, table.invitedByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
  ],
);

export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;
export type NewOrganizationInvitationRow = typeof organizationInvitations.$inferInsert;
