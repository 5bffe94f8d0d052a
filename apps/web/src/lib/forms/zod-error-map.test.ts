import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createZodErrorMap, type TranslateValidation } from './zod-error-map.ts';

function translatorFor(language: 'nl' | 'en'): TranslateValidation {
  const t = i18next.getFixedT(language, 'ui');
  return (key, values) => t(`validation.${key}`, values);
}

function messageFor(
  language: 'nl' | 'en',
  schema: z.ZodType,
  value: unknown,
  labels: Record<string, string> = {},
): string {
  const fallback = i18next.getFixedT(language, 'ui')('validation.thisField');
  const result = schema.safeParse(value, { error: createZodErrorMap(translatorFor(language), labels, fallback) });
  return result.error?.issues[0]?.message ?? '';
}

const form = (field: z.ZodType) => z.object({ field });
const labels = { field: 'Naam' };

describe('default validation messages', () => {
  it.each([
    ['required (empty text)', z.string().min(1), '', 'Naam is verplicht.', 'Naam is required.'],
    ['required (missing)', z.string(), undefined, 'Naam is verplicht.', 'Naam is required.'],
    ['required (empty number input)', z.number(), Number.NaN, 'Naam is verplicht.', 'Naam is required.'],
    [
      'minimum length',
      z.string().min(3),
      'ab',
      'Naam moet minstens 3 tekens bevatten.',
      'Naam must be at least 3 characters.',
    ],
    [
      'maximum length',
      z.string().max(3),
      'abcd',
      'Naam mag hoogstens 3 tekens bevatten.',
      'Naam must be at most 3 characters.',
    ],
    [
      'e-mail',
      z.email(),
      'geen-mail',
      'Naam moet een geldig e-mailadres zijn.',
      'Naam must be a valid e-mail address.',
    ],
    ['URL', z.url(), 'geen url', 'Naam moet een geldige URL zijn.', 'Naam must be a valid URL.'],
    ['integer', z.number().int(), 1.5, 'Naam moet een geheel getal zijn.', 'Naam must be a whole number.'],
    ['positive', z.number().positive(), -2, 'Naam moet een positief getal zijn.', 'Naam must be a positive number.'],
    ['minimum', z.number().min(18), 12, 'Naam moet minstens 18 zijn.', 'Naam must be at least 18.'],
    ['maximum', z.number().max(120), 130, 'Naam mag hoogstens 120 zijn.', 'Naam must be at most 120.'],
    ['number', z.number(), 'abc', 'Naam moet een getal zijn.', 'Naam must be a number.'],
    ['anything else', z.string().regex(/^\d+$/), 'abc', 'Naam is niet geldig.', 'Naam is not valid.'],
  ])('%s', (_name, schema, value, dutch, english) => {
    expect(messageFor('nl', form(schema), { field: value }, labels)).toBe(dutch);
    expect(messageFor('en', form(schema), { field: value }, labels)).toBe(english);
  });

  it('follows the default pattern "{field} is not valid."', () => {
    expect(messageFor('en', form(z.literal('yes')), { field: 'no' }, { field: 'Consent' })).toBe(
      'Consent is not valid.',
    );
    expect(messageFor('nl', form(z.literal('ja')), { field: 'nee' }, { field: 'Toestemming' })).toBe(
      'Toestemming is niet geldig.',
    );
  });

  it('names nested fields by their path and unlabelled fields generically', () => {
    const schema = z.object({ address: z.object({ city: z.string().min(1) }) });
    expect(messageFor('nl', schema, { address: { city: '' } }, { 'address.city': 'Woonplaats' })).toBe(
      'Woonplaats is verplicht.',
    );
    expect(messageFor('nl', schema, { address: { city: '' } })).toBe('Dit veld is verplicht.');
    expect(messageFor('en', schema, { address: { city: '' } })).toBe('This field is required.');
  });

  it('leaves messages a schema sets itself alone', () => {
    const schema = z.object({ field: z.string().min(1, 'Vul je naam in.') });
    expect(messageFor('nl', schema, { field: '' }, labels)).toBe('Vul je naam in.');
  });
});
