import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant: one partner (volunteer centre, municipality) with its own site. Not tenant-owned itself. */
export const tenants = pgTable(
  'tenants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    appName: text('app_name').notNull(),
    appContext: text('app_context', { enum: ['main', 'meedoen'] })
      .notNull()
      .default('main'),
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The origin its links use ("https://vacaturebank.example"); null: derived from its first host
     * (issue 29: never from a request's Host).
     */
    publicOrigin: text('public_origin'),
    wildcardSuffixes: text('wildcard_suffixes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    volunteerProfilesEnabled: boolean('volunteer_profiles_enabled').notNull().default(false),
    activitiesEnabled: boolean('activities_enabled').notNull().default(false),
    personToPersonHelpEnabled: boolean('person_to_person_help_enabled').notNull().default(false),
    centerSharingEnabled: boolean('center_sharing_enabled').notNull().default(false),
    translationEnabled: boolean('translation_enabled').notNull().default(false),
    highContrast: boolean('high_contrast').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /** Whether centres may move organisations between them; null follows ENABLE_ORGANIZATIONS_MOVING (decision 016). */
    organizationsMoving: boolean('organizations_moving'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('tenants_key_format', sql`${table.key} ~ '^[a-z0-9][a-z0-9-]{1,62}$'`),
    check('tenants_app_context_values', sql`${table.appContext} in ('main', 'meedoen')`),
    check('tenants_public_origin_format', sql`${table.publicOrigin} ~ '^https?://[^/?#]+$'`),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
