import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';
import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
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

/** 422: another account has this e-mail address. */
export function emailTaken(): FieldValidationError {
  return new FieldValidationError([{ pointer: '/user/email', code: 'email_taken', messageKey: 'users.email.taken' }]);
}

/** 422: an account cannot be set back to invited. */
export function statusNotAllowed(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/user/status', code: 'status_not_allowed', messageKey: 'users.status.not_allowed' },
  ]);
}

/** 422: a role bound to the wrong kind of resource, or bound where it must not be. */
export function roleBindingInvalid(
  pointer: '/role/resource_type' | '/role/resource_id',
  role: RoleName,
  binding: RoleResourceType | null,
): FieldValidationError {
  return new FieldValidationError([
    {
      pointer,
      code: 'role_binding_invalid',
      messageKey: 'users.role.binding_invalid',
      values: { role, binding: binding ?? '-' },
    },
  ]);
}

/** 422: the role's centre or organisation does not exist in this tenant. */
export function roleResourceUnknown(binding: RoleResourceType): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/role/resource_id',
      code: 'role_resource_unknown',
      messageKey: 'users.role.resource_unknown',
      values: { type: binding },
    },
  ]);
}

/** 422: removing a role the user does not hold. */
export function roleNotHeld(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/role/name', code: 'role_not_held', messageKey: 'users.role.not_held' },
  ]);
}

/** 422: the current password given to confirm a change is wrong. */
export function passwordInvalid(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/password', code: 'password_invalid', messageKey: 'users.password.invalid' },
  ]);
}
