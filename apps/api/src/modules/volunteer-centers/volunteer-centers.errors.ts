import { ApiError } from '../../platform/http/api-error.ts';

/** The tenant has no centre at all (a misconfigured tenant): 404. */
export function centerNotFound(): ApiError {
  return new ApiError({ statusCode: 404, code: 'volunteer_center_not_found', titleKey: 'errors.not_found.title' });
}

/** 403: only the centre's own admins (and super admins) change its look and footer. */
export function centerProfileForbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'volunteer_centers.errors.forbidden' });
}
