import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';

/**
 * A centre's own group of search words that stand for each other ("buurthuis, wijkcentrum, De
 * Pit"): the search treats each as a synonym of the others, next to the built-in groups (decision
 * 025). Two to ten words or short phrases, stored as the centre wrote them.
 */
export const searchSynonymGroups = pgTable(
  'search_synonym_groups',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    words: text('words').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    check('search_synonym_groups_word_count', sql`cardinality(${table.words}) between 2 and 10`),
  ],
);

export type SearchSynonymGroupRow = typeof searchSynonymGroups.$inferSelect;
