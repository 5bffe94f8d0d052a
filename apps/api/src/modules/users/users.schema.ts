import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
  foreignKey,
} from 'drizzle-orm/pg-core';
import type { Availability } from '@volunteerly/contracts/users';
import { tags } from '../tags/tags.schema.ts';
import { tenants } from '../tenants/tenants.schema.ts';

/** A person's account; belongs to one tenant. E-mail addresses are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    encryptedPassword: text('encrypted_password'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    postcode: text('postcode'),
    city: text('city'),
    locale: text('locale', { enum: ['nl', 'en'] })
      .notNull()
      .default('nl'),
    avatarUrl: text('avatar_url'),
    status: text('status', { enum: ['active', 'invited', 'inactive', 'archived'] })
      .notNull()
      .default('active'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** A new address waiting for confirmation (the current one stays until then). */
    unconfirmedEmail: text('unconfirmed_email'),
    resetPasswordTokenHash: text('reset_password_token_hash'),
    resetPasswordExpiresAt: timestamp('reset_password_expires_at', { withTimezone: true }),
    aboutMe: text('about_me'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: jsonb('availability').$type<Availability>().notNull().default({}),
    visibleInPool: boolean('visible_in_pool').notNull().default(false),
    digestFrequency: text('digest_frequency', { enum: ['never', 'weekly', 'monthly'] })
      .notNull()
      .default('never'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_tenant_email_unique').on(table.tenantId, table.email),
    uniqueIndex('users_confirmation_token_unique').on(table.tenantId, table.confirmationTokenHash),
    uniqueIndex('users_reset_password_token_unique').on(table.tenantId, table.resetPasswordTokenHash),
    index('users_email_index').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_status_values', sql`${table.status} in ('active', 'invited', 'inactive', 'archived')`),
    check('users_locale_values', sql`${table.locale} in ('nl', 'en')`),
    check('users_digest_frequency_values', sql`${table.digestFrequency} in ('never', 'weekly', 'monthly')`),
    primaryKey({ columns: [table.tenantId, table.id] }),
  ],
);

/**
 * A role of a user (ARCHITECTURE.md): `super_admin` unbound, `center_admin`
 * bound to a volunteer centre, `admin` bound to an organisation.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: text('name', { enum: ['super_admin', 'center_admin', 'admin'] }).notNull(),
    resourceType: text('resource_type', { enum: ['VolunteerCenter', 'Organization'] }),
    resourceId: bigint('resource_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_roles_unique').on(
      table.tenantId,
      table.userId,
      table.name,
      sql`coalesce(${table.resourceType}, '')`,
      sql`coalesce(${table.resourceId}, 0)`,
    ),
    index('user_roles_resource_index').on(table.tenantId, table.resourceType, table.resourceId),
    check(
      'user_roles_binding',
      sql`(${table.name} = 'super_admin' and ${table.resourceType} is null and ${table.resourceId} is null)
        or (${table.name} = 'center_admin' and ${table.resourceType} = 'VolunteerCenter' and ${table.resourceId} is not null)
        or (${table.name} = 'admin' and ${table.resourceType} = 'Organization' and ${table.resourceId} is not null)`,
    ),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'user_roles_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The centre's tags a volunteer chose on their profile: skill tags are their skills, category
 * tags their interests (what they wrote themselves stays in `users.skills`/`users.interests` as
 * "other"). Removing a tag removes it from profiles; merging moves it.
 */
export const userProfileTags = pgTable(
  'user_profile_tags',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.tagId] }),
    index('user_profile_tags_tag_index').on(table.tenantId, table.tagId),
    foreignKey({
      name: 'user_profile_tags_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_profile_tags_tag_id_fk',
      columns: [table.tenantId, table.tagId],
      foreignColumns: [tags.tenantId, tags.id],
    }).onDelete('cascade'),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserRoleRow = typeof userRoles.$inferSelect;
export type NewUserRoleRow = typeof userRoles.$inferInsert;
