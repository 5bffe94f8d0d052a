import { ApiError } from '../../platform/http/api-error.ts';
// Registers the module's texts (a type-only import would not load them).
import type { VacancySearchMessageKey } from './vacancy-search.messages.ts';

/** 422: a search parameter that cannot be used as given (an incomplete position, an unknown postcode…). */
export function searchParameterInvalid(
  parameter: string,
  messageKey: VacancySearchMessageKey,
  values: Record<string, string | number> = {},
): ApiError {
  return new ApiError({
    statusCode: 422,
    code: 'validation_failed',
    titleKey: 'errors.validation.title',
    detailKey: messageKey,
    values,
    source: { parameter },
  });
}
