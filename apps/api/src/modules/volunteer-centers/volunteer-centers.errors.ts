import { ApiError } from '../../platform/http/api-error.ts';

/** The tenant has no centre at all (a misconfigured tenant): 404. */
export function centerNotFound(): ApiError {
  return new ApiError({ statusCode: 404, code: 'volunteer_center_not_found', titleKey: 'errors.not_found.title' });
}
