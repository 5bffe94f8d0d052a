import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { SearchSynonymGroupsMessageKey } from './search-synonym-groups.messages.ts';

/** 403: only the centre (its admins, super admins) keeps the search synonyms. */
export function synonymsForbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'search_synonyms.errors.forbidden' });
}

/** 404: no such synonym group in this tenant. */
export function synonymGroupNotFound(): ApiError {
  return new ApiError({
    statusCode: 404,
    code: 'search_synonym_group_not_found',
    titleKey: 'search_synonyms.errors.not_found',
  });
}

/** 422: a group's words (or the number of groups) break a rule, on the field named. */
export function synonymGroupInvalid(
  pointer: string,
  code: string,
  messageKey: SearchSynonymGroupsMessageKey,
  values: Record<string, string | number> = {},
): FieldValidationError {
  return new FieldValidationError([{ pointer, code, messageKey, values }]);
}
