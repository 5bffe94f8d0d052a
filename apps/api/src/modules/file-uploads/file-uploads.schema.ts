import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  primaryKey,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { uploadPurposes } from '@volunteerly/contracts/resources/file-uploads';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A file someone uploaded (a vacancy image, a logo, a message's attachment). The bytes live in file storage
 * under `<id>.<extension>`, its narrower WebP copies under `<id>.w<width>.webp`; the row records
 * whose it is and what it is.
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    id: uuid('id').notNull(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    // The file outlives its uploader's account: vacancies keep showing it.
    userId: bigint('user_id', { mode: 'number' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    originalName: text('original_name').notNull(),
    /**
     * What it was uploaded for: an `image` is public at /uploads (vacancy pages show it to anyone);
     * an `attachment` is private to its conversation and served only through it (issue 15 §4).
     */
    purpose: text('purpose', { enum: uploadPurposes }).notNull().default('image'),
    /** The image's pixels (null for files uploaded before pictures had sizes, decision 020). */
    width: integer('width'),
    height: integer('height'),
    /** The widths of its narrower WebP copies (`<id>.w<width>.webp`), narrowest first. */
    variantWidths: integer('variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('file_uploads_tenant_index').on(table.tenantId, table.createdAt),
    // A person's share of stored bytes is summed over their own uploads on every upload.
    index('file_uploads_user_index').on(table.tenantId, table.userId),
    // GET /uploads/{name} knows no tenant: it finds the upload (and whether it is public) by its id alone.
    index('file_uploads_id_index').on(table.id),
    primaryKey({ columns: [table.tenantId, table.id] }),
    check('file_uploads_purpose_values', sql`${table.purpose} in ('image', 'attachment')`),
    foreignKey({
      name: 'file_uploads_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
  ],
);

export type FileUploadRow = typeof fileUploads.$inferSelect;
export type NewFileUploadRow = typeof fileUploads.$inferInsert;
