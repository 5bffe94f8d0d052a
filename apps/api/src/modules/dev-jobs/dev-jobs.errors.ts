import { ApiError } from '../../platform/http/api-error.ts';

/** 403: only the platform operator sees and retries the job queue. */
export function jobsForbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'dev_jobs.errors.forbidden' });
}

/** 404: no such job (of this tenant or the platform). */
export function jobNotFound(): ApiError {
  return new ApiError({ statusCode: 404, code: 'not_found', titleKey: 'dev_jobs.errors.not_found' });
}

/** 409: only a failed job is retried. */
export function jobNotFailed(): ApiError {
  return new ApiError({ statusCode: 409, code: 'not_failed', titleKey: 'dev_jobs.errors.not_failed' });
}
