import type { z } from 'zod';

/** The default validation messages (spec §5), keys under `validation.` in the 'ui' catalogue. */
export const validationMessageKeys = [
  'invalid',
  'required',
  'minLength',
  'maxLength',
  'min',
  'max',
  'email',
  'url',
  'integer',
  'positive',
  'number',
] as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

/** Looks up one message in the current language, with {{field}} and the limit filled in. */
export type TranslateValidation = (
  key: ValidationMessageKey,
  values: { field: string; min?: number; max?: number },
) => string;

type RawIssue = z.core.$ZodRawIssue;

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));
}

function limit(value: unknown): number | undefined {
  return typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined;
}

/** Which default message an issue gets, and the limit it mentions. */
export function classifyIssue(issue: RawIssue): { key: ValidationMessageKey; min?: number; max?: number } {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return { key: 'required' };
      if (issue.expected === 'int') return { key: 'integer' };
      if (issue.expected === 'number') return { key: 'number' };
      return { key: 'invalid' };
    case 'too_small': {
      const min = limit(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        // An empty text field (or an empty list) that needs content is simply required.
        if (isEmpty(issue.input) || (Array.isArray(issue.input) && issue.input.length === 0))
          return { key: 'required' };
        return { key: 'minLength', min };
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        if (min === 0 && issue.inclusive === false) return { key: 'positive' };
        return { key: 'min', min };
      }
      return { key: 'invalid' };
    }
    case 'too_big': {
      const max = limit(issue.maximum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set')
        return { key: 'maxLength', max };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return { key: 'max', max };
      return { key: 'invalid' };
    }
    case 'invalid_format':
      if (isEmpty(issue.input)) return { key: 'required' };
      if (issue.format === 'email') return { key: 'email' };
      if (issue.format === 'url') return { key: 'url' };
      return { key: 'invalid' };
    default:
      return { key: 'invalid' };
  }
}

/**
 * A zod 4 error map that gives every issue a translated default message naming
 * the field: `labels` maps a field path ('email', 'address.city') to its
 * translated label; `fallbackField` names fields without one. Messages a schema
 * sets itself still win, since zod prefers them over a parse-level map.
 */
export function createZodErrorMap(
  translate: TranslateValidation,
  labels: Readonly<Record<string, string | undefined>>,
  fallbackField: string,
): z.core.$ZodErrorMap {
  return (issue) => {
    const path = (issue.path ?? []).map(String).join('.');
    const field = labels[path] ?? fallbackField;
    const { key, min, max } = classifyIssue(issue);
    return { message: translate(key, { field, min, max }) };
  };
}
