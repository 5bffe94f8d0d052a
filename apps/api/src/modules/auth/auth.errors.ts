import { ApiError } from '../../platform/http/api-error.ts';
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
