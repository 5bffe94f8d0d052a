import { requestHeaders } from '@volunteerly/contracts/headers';
import { ApiError } from '../../platform/http/api-error.ts';
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
