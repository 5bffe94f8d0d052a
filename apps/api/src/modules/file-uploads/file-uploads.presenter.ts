import type { FileUploadResource } from '@volunteerly/contracts/resources/file-uploads';
import { resource } from '../../platform/http/json-api.ts';
import type { FileUploadRow } from './file-uploads.schema.ts';
import { extensionOfContentType, uploadedFileType, variantStorageKey } from './file-uploads.image-types.ts';

/** The site path an uploaded file is served at (what a vacancy's image_url takes). */
export function uploadUrl(upload: Pick<FileUploadRow, 'id' | 'contentType'>): string {
  return `/uploads/${storageKeyOf(upload)}`;
}

/** The name an uploaded file is stored under: its id and the extension of its type. */
export function storageKeyOf(upload: Pick<FileUploadRow, 'id' | 'contentType'>): string {
  const extension = extensionOfContentType(upload.contentType);
  if (!extension) throw new Error(`no storage extension for ${upload.contentType}`);
  return `${upload.id}.${extension}`;
}

/** An uploaded file as a `file_uploads` resource. */
export function presentFileUpload(upload: FileUploadRow): FileUploadResource {
  return resource('file_uploads', upload.id, {
    url: upload.purpose === 'attachment' ? null : uploadUrl(upload),
    contentType: uploadedFileType(upload.contentType),
    byteSize: upload.byteSize,
    originalName: upload.originalName,
    createdAt: upload.createdAt.toISOString(),
  });
}

/** The site path of an upload's WebP copy of this width (decision 020). */
export function uploadVariantUrl(uploadId: string, width: number): string {
  return `/uploads/${variantStorageKey(uploadId, width)}`;
}
