import type { Flattened } from '@volunteerly/contracts/jsonapi';
import { uploadedImageTypes, type FileUploadResource } from '@volunteerly/contracts/resources/file-uploads';
import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../api/api-client.ts';

/** The images the API accepts (it checks the bytes; this only narrows the file picker). */
export const acceptedImageTypes = uploadedImageTypes.join(',');

/** An uploaded image as POST /api/v1/file_uploads answers it: an image always has its public address. */
export type UploadedImage = Flattened<FileUploadResource> & { url: string };

/**
 * POST /api/v1/file_uploads with the image as multipart form data, through the
 * API client (tenancy and session headers, errors as ApiError).
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const document = await apiRequestDocument<Flattened<FileUploadResource>>('/api/v1/file_uploads', {
    method: 'POST',
    body: form,
  });
  const { url } = document.data;
  // Only a message's attachment has no public address, and this upload is no attachment.
  if (url === null) throw new Error('the uploaded image has no address');
  return { ...document.data, url };
}

/** Uploading an image as a mutation (its pending and error states drive the upload field). */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
