import { ApiError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { UsersMessageKey } from './users.messages.ts';

/** A JSON:API error of the users endpoints. */
export function usersError(statusCode: number, code: string, messageKey: UsersMessageKey): ApiError {
  return new ApiError({ statusCode, code, titleKey: messageKey });
}

/** 404: no such user in this tenant (another tenant's users do not exist here). */
export function userNotFound(): ApiError {
  return usersError(404, 'user_not_found', 'users.errors.not_found');
}

/** 403: the signed-in user may not do this. */
export function forbidden(messageKey: UsersMessageKey = 'users.errors.forbidden'): ApiError {
  return usersError(403, 'forbidden', messageKey);
}
