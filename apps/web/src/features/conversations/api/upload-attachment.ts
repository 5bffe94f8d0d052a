import type { Flattened } from '@volunteerly/contracts/jsonapi';
import { uploadedFileTypes, type FileUploadResource } from '@volunteerly/contracts/resources/file-uploads';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** The files a message may carry (the API checks the bytes; this only narrows the file picker). */
export const acceptedAttachmentTypes = uploadedFileTypes.join(',');

/** An uploaded attachment as POST /api/v1/file_uploads answers it. */
export type UploadedAttachment = Flattened<FileUploadResource>;

/** POST /api/v1/file_uploads?purpose=attachment with the file as multipart form data (images and PDF). */
export async function uploadAttachment(file: File): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('file', file);
  const document = await apiRequestDocument<UploadedAttachment>('/api/v1/file_uploads', {
    method: 'POST',
    query: { purpose: 'attachment' },
    body: form,
  });
  return document.data;
}
