import { requestHeaders } from '@volunteerly/contracts/headers';
import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
import type { OrganizationsMessageKey } from './organizations.messages.ts';

/** A JSON:API error of the organisation endpoints. */
export function organizationsError(statusCode: number, code: string, messageKey: OrganizationsMessageKey): ApiError {
  return new ApiError({ statusCode, code, titleKey: messageKey });
}

/** 404: no such organisation here (or not one the asker may see). */
export function organizationNotFound(): ApiError {
  return organizationsError(404, 'organization_not_found', 'organizations.errors.not_found');
}

/** 403: the signed-in user may not do this with this organisation. */
export function notAllowed(): ApiError {
  return organizationsError(403, 'forbidden', 'organizations.errors.not_allowed');
}

/** 403: Current-Organization-Id names an organisation the signed-in user does not work for. */
export function currentOrganizationForbidden(): ApiError {
  return new ApiError({
    statusCode: 403,
    code: 'current_organization_forbidden',
    titleKey: 'organizations.errors.current_organization_forbidden' satisfies OrganizationsMessageKey,
    source: { header: requestHeaders.currentOrganizationId },
  });
}

/** 422: a target group this tenant does not have. */
export function targetGroupUnknown(pointer: string): FieldValidationError {
  return new FieldValidationError([
    { pointer, code: 'target_group_unknown', messageKey: 'organizations.target_groups.unknown' },
  ]);
}

/** 422: a volunteer centre this tenant does not have. */
export function volunteerCenterUnknown(pointer: string): FieldValidationError {
  return new FieldValidationError([
    { pointer, code: 'volunteer_center_unknown', messageKey: 'organizations.volunteer_center.unknown' },
  ]);
}

/** 422: moving an organisation to the centre it is in. */
export function volunteerCenterSame(): FieldValidationError {
  return new FieldValidationError([
    {
      pointer: '/volunteer_center_id',
      code: 'volunteer_center_same',
      messageKey: 'organizations.volunteer_center.same',
    },
  ]);
}

/** 422: denying an organisation without a reason. */
export function denialReasonRequired(pointer: string): FieldValidationError {
  return new FieldValidationError([
    { pointer, code: 'denial_reason_required', messageKey: 'organizations.denial_reason.required' },
  ]);
}

/** 422: the sign-up's address already has an account. */
export function signUpEmailTaken(): FieldValidationError {
  return new FieldValidationError([{ pointer: '/user/email', code: 'email_taken', messageKey: 'auth.email.taken' }]);
}
