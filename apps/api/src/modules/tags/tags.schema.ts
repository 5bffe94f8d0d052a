import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';

/** The kinds of tag a centre keeps: vacancy categories, skills and target groups. */
export const tagKinds = ['category', 'skill', 'target_group'] as const;
export type TagKind = (typeof tagKinds)[number];

/**
 * A centre's tag, used by vacancies, organisations and volunteer profiles; names are unique per
 * tenant and kind, ignoring case. `name_en` is the English name shown on English pages (none: the
 * Dutch name is shown), unique per kind as well (decision 024).
 */
export const tags = pgTable(
  'tags',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: tagKinds }).notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tags_unique_name_per_kind').on(table.tenantId, table.kind, sql`lower(${table.name})`),
    uniqueIndex('tags_unique_english_name_per_kind')
      .on(table.tenantId, table.kind, sql`lower(${table.nameEn})`)
      .where(sql`${table.nameEn} is not null`),
    check('tags_kind_values', sql`${table.kind} in ('category', 'skill', 'target_group')`),
    primaryKey({ columns: [table.tenantId, table.id] }),
  ],
);

export type TagRow = typeof tags.$inferSelect;
export type NewTagRow = typeof tags.$inferInsert;
