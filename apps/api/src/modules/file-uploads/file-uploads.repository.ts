import type { TenantScope } from '../../platform/database/tenant-scope.ts';
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
