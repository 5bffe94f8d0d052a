import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiProblemsOf } from '../api/api-problems.ts';

/** Puts the API's 422 messages on their fields (focusing the first); answers the messages that fit no field. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const { fields, general } = apiProblemsOf(error, fieldNames);
  let focus = true;
  for (const name of fieldNames) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: focus });
    focus = false;
  }
  return general;
}
