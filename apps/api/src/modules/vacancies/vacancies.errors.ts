import { ApiError, FieldValidationError, type FieldProblem } from '../../platform/http/api-error.ts';
import type { VacanciesMessageKey } from './vacancies.messages.ts';

/** A JSON:API error of the vacancy endpoints. */
export function vacanciesError(statusCode: number, code: string, messageKey: VacanciesMessageKey): ApiError {
  return new ApiError({ statusCode, code, titleKey: messageKey });
}

/** 404: no such vacancy here (or not one the asker may see). */
export function vacancyNotFound(): ApiError {
  return vacanciesError(404, 'vacancy_not_found', 'vacancies.errors.not_found');
}

/** 403: the signed-in user may not do this with this vacancy. */
export function notAllowed(): ApiError {
  return vacanciesError(403, 'forbidden', 'vacancies.errors.not_allowed');
}

/** 409: only drafts are deleted; the rest is archived. */
export function vacancyNotDraft(): ApiError {
  return new ApiError({
    statusCode: 409,
    code: 'vacancy_not_draft',
    titleKey: 'vacancies.errors.not_draft' satisfies VacanciesMessageKey,
    detailKey: 'vacancies.errors.not_draft_detail' satisfies VacanciesMessageKey,
  });
}

/** 409: a draft that once had applications (archived and taken back) keeps them; it is archived instead. */
export function vacancyHasApplications(): ApiError {
  return new ApiError({
    statusCode: 409,
    code: 'vacancy_has_applications',
    titleKey: 'vacancies.errors.has_applications' satisfies VacanciesMessageKey,
    detailKey: 'vacancies.errors.has_applications_detail' satisfies VacanciesMessageKey,
  });
}

/** The same error, pointing at the id of a bulk change it is about (`/ids/<index>`). */
export function errorAboutId(error: ApiError, index: number): ApiError {
  return new ApiError({
    statusCode: error.statusCode,
    code: error.code,
    titleKey: error.titleKey,
    source: { pointer: `/ids/${index}` },
  });
}

/** 422: a bulk change names a vacancy twice. */
export function duplicateVacancyIds(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/ids', code: 'duplicate_ids', messageKey: 'vacancies.bulk.duplicate_ids' },
  ]);
}

/** 422: a new vacancy names no organisation. */
export function vacancyOrganizationRequired(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/vacancy/organization_id', code: 'required', messageKey: 'vacancies.organization.required' },
  ]);
}

/** 422: a new vacancy names an organisation this tenant does not have. */
export function vacancyOrganizationUnknown(): FieldValidationError {
  return new FieldValidationError([
    { pointer: '/vacancy/organization_id', code: 'organization_unknown', messageKey: 'vacancies.organization.unknown' },
  ]);
}

/** Where a field of a vacancy's body is: its camelCase name as the wire's snake_case (`/vacancy/category_ids`). */
export function vacancyFieldPointer(field: string): string {
  return `/vacancy/${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}

/** 422 (one of several problems): an id in a tag list is not a tag of its kind in the tenant. */
export function tagUnknownIn(field: string, messageKey: VacanciesMessageKey): FieldProblem {
  return { pointer: vacancyFieldPointer(field), code: 'tag_unknown', messageKey };
}
