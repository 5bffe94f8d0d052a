import { fileUploadDocumentSchema, type FileUploadResource } from '@volunteerly/contracts/resources/file-uploads';
import { wireDocument } from './wire-document.ts';

/** An uploaded file as the API presents it (contract casing): a PNG served under /uploads unless given. */
export function buildFileUpload(
  overrides: { id?: string; attributes?: Partial<FileUploadResource['attributes']> } = {},
): FileUploadResource {
  const id = overrides.id ?? '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f';
  return {
    type: 'file_uploads',
    id,
    attributes: {
      url: `/uploads/${id}.png`,
      contentType: 'image/png',
      byteSize: 4,
      originalName: 'afbeelding.png',
      createdAt: '2026-11-01T10:00:00.000Z',
      ...overrides.attributes,
    },
  };
}

/** POST /api/v1/file_uploads: the uploaded file (wire casing). */
export function fileUploadDocument(upload: FileUploadResource) {
  return wireDocument(fileUploadDocumentSchema, { data: upload });
}
