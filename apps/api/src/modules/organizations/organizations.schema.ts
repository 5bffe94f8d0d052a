import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';

/**
 * An organisation (spec §3). Accounts need only its name, type and status
 * (roles bind to it, sign-in needs the user's organisations); the organisations
 * issue adds profile, address and the rest.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    volunteerCenterId: bigint('volunteer_center_id', { mode: 'number' })
      .notNull()
      .references(() => volunteerCenters.id),
    name: text('name').notNull(),
    type: text('type', {
      enum: ['School', 'VolunteerCenter', 'Foundation', 'Association', 'Company', 'Municipality', 'Other'],
    })
      .notNull()
      .default('Other'),
    status: text('status', { enum: ['pending', 'approved', 'denied', 'archived'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organizations_tenant_index').on(table.tenantId, table.status),
    check(
      'organizations_type_values',
      sql`${table.type} in ('School', 'VolunteerCenter', 'Foundation', 'Association', 'Company', 'Municipality', 'Other')`,
    ),
    check('organizations_status_values', sql`${table.status} in ('pending', 'approved', 'denied', 'archived')`),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;
