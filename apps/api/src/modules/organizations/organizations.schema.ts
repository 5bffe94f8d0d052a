import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  primaryKey,
  foreignKey,
  unique,
} from 'drizzle-orm/pg-core';
import { organizationStatuses, organizationTypes } from '@volunteerly/contracts/organizations';
import { tags } from '../tags/tags.schema.ts';
import { tenants } from '../tenants/tenants.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';

/** An organisation (spec §3): name, type, status and centre; its profile and address live in their own tables. */
export const organizations = pgTable(
  'organizations',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    volunteerCenterId: bigint('volunteer_center_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: organizationTypes }).notNull().default('Other'),
    status: text('status', { enum: organizationStatuses }).notNull().default('pending'),
    /** Why the centre denied the sign-up (shown to the organisation; cleared on resubmission). */
    denialReason: text('denial_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
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
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'organizations_volunteer_center_id_fk',
      columns: [table.tenantId, table.volunteerCenterId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }),
  ],
);

/** Links to an organisation's social media pages, by network. */
export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  x?: string;
  youtube?: string;
}

/** An organisation's public profile and its contact person. */
export const organizationProfiles = pgTable(
  'organization_profiles',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    websiteUrl: text('website_url'),
    email: text('email'),
    phone: text('phone'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    /** Dutch Chamber of Commerce number: eight digits. */
    kvkNumber: text('kvk_number'),
    volunteerCount: integer('volunteer_count'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organization_profiles_tenant_id_index').on(table.tenantId),
    check('organization_profiles_kvk_format', sql`${table.kvkNumber} ~ '^[0-9]{8}$'`),
    check('organization_profiles_volunteer_count_positive', sql`${table.volunteerCount} >= 0`),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'organization_profiles_organization_id_fk',
      columns: [table.tenantId, table.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    unique('organization_profiles_organization_id_unique').on(table.tenantId, table.organizationId),
  ],
);

/** An organisation's address, with its map position when geocoding found one. */
export const organizationAddresses = pgTable(
  'organization_addresses',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    street: text('street'),
    houseNumber: text('house_number'),
    /** Normalised as '1234AB' (as users' postcodes). */
    postcode: text('postcode'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    geocodedAt: timestamp('geocoded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organization_addresses_tenant_id_index').on(table.tenantId),
    check('organization_addresses_postcode_format', sql`${table.postcode} ~ '^[1-9][0-9]{3}[A-Z]{2}$'`),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'organization_addresses_organization_id_fk',
      columns: [table.tenantId, table.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    unique('organization_addresses_organization_id_unique').on(table.tenantId, table.organizationId),
  ],
);

/**
 * The tags (target groups) an organisation works for. Written by this module only, like every
 * join table that puts tags on something; a merge of tags reaches it as an event (decision 044).
 */
export const organizationTags = pgTable(
  'organization_tags',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.organizationId, table.tagId] }),
    index('organization_tags_tag_index').on(table.tagId),
    foreignKey({
      name: 'organization_tags_organization_id_fk',
      columns: [table.tenantId, table.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_tags_tag_id_fk',
      columns: [table.tenantId, table.tagId],
      foreignColumns: [tags.tenantId, tags.id],
    }).onDelete('restrict'),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationProfileRow = typeof organizationProfiles.$inferSelect;
export type NewOrganizationProfileRow = typeof organizationProfiles.$inferInsert;
export type OrganizationAddressRow = typeof organizationAddresses.$inferSelect;
export type NewOrganizationAddressRow = typeof organizationAddresses.$inferInsert;
export type NewOrganizationRow = typeof organizations.$inferInsert;
