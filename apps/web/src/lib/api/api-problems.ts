import { isApiError } from './api-error.ts';

/** What a failed form submit tells the user: messages per field and messages for the whole form. */
export interface ApiProblems {
  /** camelCase field name → the API's (translated) message. */
  fields: Record<string, string>;
  /** Messages that belong to no field. */
  general: string[];
}

/** '/data/attributes/first_name', '/user/first_name' or '/first_name' → 'firstName'. */
export function fieldNameOfPointer(pointer: string): string | undefined {
  const last = pointer.split('/').filter(Boolean).at(-1);
  return last ? last.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()) : undefined;
}

/**
 * Splits an API error into field messages (JSON:API errors with a
 * source.pointer naming one of `knownFields`) and general messages.
 */
export function apiProblemsOf(error: unknown, knownFields: readonly string[]): ApiProblems {
  const problems: ApiProblems = { fields: {}, general: [] };
  if (!isApiError(error)) {
    problems.general.push(error instanceof Error ? error.message : String(error));
    return problems;
  }
  for (const item of error.errors) {
    const message = item.detail ?? item.title;
    const field = item.source?.pointer ? fieldNameOfPointer(item.source.pointer) : undefined;
    if (field && knownFields.includes(field)) problems.fields[field] ??= message;
    else problems.general.push(message);
  }
  if (error.errors.length === 0) problems.general.push(error.message);
  return problems;
}
