import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { TagsMessageKey } from './tags.messages.ts';
import type { TagUsage } from './tags.repository.ts';

/** A JSON:API error of the tag endpoints. */
function tagsError(
  statusCode: number,
  code: string,
  messageKey: TagsMessageKey,
  values?: Record<string, string | number>,
): ApiError {
  return new ApiError({ statusCode, code, titleKey: messageKey, ...(values ? { values } : {}) });
}

/** 404: no such tag in this tenant (another tenant's tags do not exist here). */
export function tagNotFound(): ApiError {
  return tagsError(404, 'tag_not_found', 'tags.errors.not_found');
}

/** 403: the signed-in user does not manage this tenant's tags. */
export function tagsForbidden(): ApiError {
  return tagsError(403, 'forbidden', 'tags.errors.forbidden');
}

/** 409: a tag still in use cannot be deleted; it has to be merged. */
export function tagInUse(usage: TagUsage): ApiError {
  return tagsError(409, 'tag_in_use', 'tags.errors.in_use', { ...usage });
}

/** 422 on the name: another tag of this kind has the same name (ignoring case). */
export function tagNameTaken(name: string): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/data/attributes/name', code: 'name_taken', messageKey: 'tags.name.taken', values: { name } },
  ]);
}

/** 422 on the English name: another tag of this kind has the same English name (ignoring case). */
export function tagEnglishNameTaken(name: string): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/data/attributes/name_en', code: 'name_taken', messageKey: 'tags.name_en.taken', values: { name } },
  ]);
}

/** 422 on target_id: the merge target is not a usable tag. */
export function invalidMergeTarget(
  messageKey: 'tags.merge.target_unknown' | 'tags.merge.same_tag' | 'tags.merge.other_kind',
): FieldValidationError {
  return new FieldValidationError([{ pointer: '/target_id', code: 'target_invalid', messageKey }]);
}
