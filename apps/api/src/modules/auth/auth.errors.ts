import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { AuthMessageKey } from './auth.messages.ts';

/** An error of an /auth endpoint, in devise_token_auth's `{"success": false, "errors": […]}` shape. */
export function authError(
  statusCode: number,
  code: string,
  messageKey: AuthMessageKey,
  options: { values?: Record<string, string | number>; headers?: Record<string, string> } = {},
): ApiError {
  return new ApiError({
    statusCode,
    code,
    titleKey: messageKey,
    format: 'devise-with-success',
    ...(options.values ? { values: options.values } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** 404: no such session (device) of the signed-in user. */
export function sessionNotFound(): ApiError {
  return new ApiError({ statusCode: 404, code: 'session_not_found', titleKey: 'errors.not_found.title' });
}

/** 422: a redirect address that is not on the tenant's own site. */
export function redirectUrlInvalid(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/redirect_url', code: 'redirect_url_invalid', messageKey: 'auth.redirect_url.invalid' },
  ]);
}

/** 422: another account has this e-mail address (registration, confirming a new address). */
export function accountEmailTaken(): FieldValidationError {
  return new FieldValidationError([{ pointer: '/email', code: 'email_taken', messageKey: 'auth.email.taken' }]);
}

/** 422: the current password given to confirm a change is wrong. */
export function currentPasswordInvalid(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/password', code: 'current_password_invalid', messageKey: 'auth.password.current_invalid' },
  ]);
}

/** 422: the new e-mail address is the one the account has. */
export function emailUnchanged(): FieldValidationError {
  return new FieldValidationError([{ pointer: '/email', code: 'email_unchanged', messageKey: 'auth.email.unchanged' }]);
}
