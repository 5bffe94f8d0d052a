import { ApiError } from '../../platform/http/api-error.ts';
import type { OrganizationInvitationsMessageKey } from './organization-invitations.messages.ts';

/** A JSON:API error of the invitation endpoints. */
export function invitationError(
  statusCode: number,
  code: string,
  messageKey: OrganizationInvitationsMessageKey,
): ApiError {
  return new ApiError({ statusCode, code, titleKey: messageKey });
}
