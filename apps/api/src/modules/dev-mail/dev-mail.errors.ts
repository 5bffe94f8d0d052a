import { ApiError } from '../../platform/http/api-error.ts';

/** 403: only the platform operator reads the captured mail. */
export function capturedMailForbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'dev_mail.errors.forbidden' });
}
