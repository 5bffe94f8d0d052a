import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
import type { OrganizationInvitationsMessageKey } from './organization-invitations.messages.ts';

/** A JSON:API error of the invitation endpoints. */
export function invitationError(
  statusCode: number,
  code: string,
  messageKey: OrganizationInvitationsMessageKey,
): ApiError {
  return new ApiError({ statusCode, code, titleKey: messageKey });
}

/** 422: the invited person already manages the organisation. */
export function memberAlready(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/user/email', code: 'member_already', messageKey: 'organizations.member.already' },
  ]);
}
