import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { fileUploads, type FileUploadRow, type NewFileUploadRow } from '../modules/file-uploads/file-uploads.schema.ts';
import { nextSequence } from './sequence.ts';

type FileUploadOverrides = Partial<Omit<NewFileUploadRow, 'tenantId'>>;

/**
 * Records an upload of a tenant (a small PNG image of no one, made now, unless overridden); overrides
 * win. Stores no bytes: a test that needs the files saves them under the upload's storage keys.
 */
export async function createFileUpload(
  database: Database,
  tenantId: number,
  overrides: FileUploadOverrides = {},
): Promise<FileUploadRow> {
  const number = nextSequence();
  return withTenant(database, tenantId, async ({ transaction }) => {
    const [row] = await transaction
      .insert(fileUploads)
      .values({
        id: randomUUID(),
        tenantId,
        contentType: 'image/png',
        byteSize: 1024,
        originalName: `foto-${number}.png`,
        purpose: 'image',
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('file upload insert returned nothing');
    return row;
  });
}
