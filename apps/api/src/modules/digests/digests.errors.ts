import { ApiError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { DigestsMessageKey } from './digests.messages.ts';

/** 422: the link's token is not one this tenant signed (malformed, forged, another tenant's, the user gone). */
export function digestLinkInvalid(): ApiError {
  return new ApiError({
    statusCode: 422,
    code: 'digest_link_invalid',
    titleKey: 'digests.errors.link_invalid' satisfies DigestsMessageKey,
    detailKey: 'digests.errors.link_invalid_detail',
    source: { parameter: 'token' },
  });
}

/** 403: only the tenant's super admins start a digest run by hand. */
export function digestsForbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'digests.errors.forbidden' });
}
