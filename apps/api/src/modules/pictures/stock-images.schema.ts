import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tags } from '../tags/tags.schema.ts';
import { tenants } from '../tenants/tenants.schema.ts';

/**
 * A centre's stock image (spec §3, decision 020): shown on a vacancy without an image of its own
 * or of its organisation. Linked to a category tag, it is for that category's vacancies; without
 * one, it is the tenant's general picture. A tenant without stock images uses the built-in set.
 */
export const stockImages = pgTable(
  'stock_images',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** A tag of kind 'category'; null for a general picture. */
    categoryTagId: bigint('category_tag_id', { mode: 'number' }),
    /** Where the image is served: an upload's `/uploads/<uuid>.<ext>`. */
    imageUrl: text('image_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altNl: text('alt_nl').notNull(),
    altEn: text('alt_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('stock_images_tenant_category_index').on(table.tenantId, table.categoryTagId),
    check('stock_images_size_positive', sql`${table.width} > 0 and ${table.height} > 0`),
    // A category's pictures go with it: they would be wrong as the general picture.
    foreignKey({
      name: 'stock_images_category_tag_id_fk',
      columns: [table.tenantId, table.categoryTagId],
      foreignColumns: [tags.tenantId, tags.id],
    }).onDelete('cascade'),
  ],
);

export type StockImageRow = typeof stockImages.$inferSelect;
export type NewStockImageRow = typeof stockImages.$inferInsert;
