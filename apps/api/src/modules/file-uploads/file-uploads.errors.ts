import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { FileUploadsMessageKey } from './file-uploads.messages.ts';

/** 403: the signed-in user does not manage vacancies, so has nothing to upload images for. */
export function uploadsForbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'file_uploads.errors.forbidden' });
}

/** 415: the request is not a multipart form. */
export function uploadNotMultipart(): ApiError {
  return new ApiError({
    statusCode: 415,
    code: 'unsupported_media_type',
    titleKey: 'errors.unsupported_media_type.title',
    detailKey: 'file_uploads.errors.not_multipart',
    source: { header: 'Content-Type' },
  });
}

/** 400: the multipart body cannot be parsed (no boundary, cut off, garbage). */
export function uploadUnreadable(): ApiError {
  return new ApiError({
    statusCode: 400,
    code: 'multipart_invalid',
    titleKey: 'errors.multipart_invalid.title',
    detailKey: 'errors.multipart_invalid.detail',
  });
}

function fileProblem(
  code: string,
  messageKey: FileUploadsMessageKey,
  values?: Record<string, string | number>,
): FieldValidationError {
  return new FieldValidationError([{ pointer: '/file', code, messageKey, ...(values ? { values } : {}) }]);
}

/** 422 on the file: the form holds no `file` field. */
export function uploadMissing(): FieldValidationError {
  return fileProblem('file_missing', 'file_uploads.errors.missing');
}

/** 422 on the file: its bytes are not a PNG, JPEG, WebP or GIF image (or, for an attachment, a PDF). */
export function uploadTypeNotAllowed(purpose: 'image' | 'attachment' = 'image'): FieldValidationError {
  return fileProblem(
    'file_type_not_allowed',
    purpose === 'attachment'
      ? 'file_uploads.errors.attachment_type_not_allowed'
      : 'file_uploads.errors.type_not_allowed',
  );
}

/** 422 on the file: the image's header announces more pixels than the API decodes (a decompression bomb). */
export function uploadImageTooLarge(largestPixelCount: number): FieldValidationError {
  return fileProblem('image_too_large', 'file_uploads.errors.image_too_large', {
    limit: Math.floor(largestPixelCount / 1_000_000),
  });
}

/** 422 on the file: with it, the person's uploads that still exist would take more than their share. */
export function uploadQuotaExceeded(limitBytes: number): FieldValidationError {
  return fileProblem('upload_quota_exceeded', 'file_uploads.errors.quota_exceeded', {
    limit: readableSize(limitBytes),
  });
}

/** 413: the file is larger than UPLOAD_LIMIT_BYTES. */
export function uploadTooLarge(limitBytes: number): ApiError {
  return new ApiError({
    statusCode: 413,
    code: 'file_too_large',
    titleKey: 'file_uploads.errors.too_large.title',
    detailKey: 'file_uploads.errors.too_large.detail',
    values: { limit: readableSize(limitBytes) },
    source: { pointer: '/file' },
  });
}

/** 404: no stored file has this name. */
export function uploadNotFound(): ApiError {
  return new ApiError({ statusCode: 404, code: 'file_not_found', titleKey: 'file_uploads.errors.not_found' });
}

/** A size as people read it: '5 MB', '800 kB', '512 bytes'. */
function readableSize(bytes: number): string {
  const mebibyte = 1024 * 1024;
  if (bytes >= mebibyte) return `${Number((bytes / mebibyte).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} kB`;
  return `${bytes} bytes`;
}
