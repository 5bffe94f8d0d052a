import { and, eq, sql } from 'drizzle-orm';
import type { UploadPurpose } from '@volunteerly/contracts/resources/file-uploads';
import { ofTenant, withPlatform, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { Database } from '../../platform/database/connection.ts';
import { fileUploads, type FileUploadRow } from './file-uploads.schema.ts';

/** Records an uploaded file of the scope's tenant. */
export async function insertFileUpload(
  scope: TenantScope,
  values: {
    id: string;
    userId: number;
    contentType: string;
    byteSize: number;
    originalName: string;
    purpose: UploadPurpose;
    width: number | null;
    height: number | null;
    variantWidths: number[];
  },
): Promise<FileUploadRow> {
  const [row] = await scope.transaction
    .insert(fileUploads)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('file upload insert returned nothing');
  return row;
}

/**
 * The purpose of the upload with this id in any tenant, or undefined when there is none: the
 * public /uploads route knows no tenant, and the id is an unguessable UUID (random v4).
 */
export async function findUploadPurpose(database: Database, id: string): Promise<UploadPurpose | undefined> {
  const rows = await withPlatform(database, (transaction) =>
    transaction.select({ purpose: fileUploads.purpose }).from(fileUploads).where(eq(fileUploads.id, id)).limit(2),
  );
  if (rows.length === 0) return undefined;
  // Two tenants with one id cannot happen by chance; should it ever, the upload stays private.
  return rows.every((row) => row.purpose === 'image') ? 'image' : 'attachment';
}

/**
 * Holds one person's uploads of the scope's tenant for the rest of the transaction, so two uploads
 * at once cannot both fit in what is left of their share.
 */
export async function lockUploadsOf(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`file_uploads_user:${scope.tenantId}:${userId}`}, 0))`,
  );
}

/** The bytes one person's uploads of the scope's tenant that still exist take (originals). */
export async function storedBytesOf(scope: TenantScope, userId: number): Promise<number> {
  const [row] = await scope.transaction
    .select({ bytes: sql<number>`coalesce(sum(${fileUploads.byteSize}), 0)`.mapWith(Number) })
    .from(fileUploads)
    .where(and(ofTenant(fileUploads, scope), eq(fileUploads.userId, userId)));
  return row?.bytes ?? 0;
}
