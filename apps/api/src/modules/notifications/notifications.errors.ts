import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { NotificationsMessageKey } from './notifications.messages.ts';

/** 404: no such notification of the signed-in person (another person's is not found, never forbidden). */
export function notificationNotFound(): ApiError {
  return new ApiError({ statusCode: 404, code: 'notification_not_found', titleKey: 'notifications.errors.not_found' });
}

/** 422: a preference that cannot be stored, on the entry it is about. */
export function preferenceInvalid(
  index: number,
  code: string,
  messageKey: NotificationsMessageKey,
  values: Record<string, string>,
): FieldValidationError {
  return new FieldValidationError([
    { pointer: `/notification_preferences/${index}/channel`, code, messageKey, values },
  ]);
}

/** 429 or 503 with Retry-After: no place for another live stream (the person's, or the process's). */
export function streamRefused(
  statusCode: 429 | 503,
  code: string,
  titleKey: NotificationsMessageKey,
  retryAfterMs: number,
): ApiError {
  return new ApiError({ statusCode, code, titleKey, headers: { 'retry-after': String(retryAfterMs / 1000) } });
}
