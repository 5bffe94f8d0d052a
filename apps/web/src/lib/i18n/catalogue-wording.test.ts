import { describe, expect, it } from 'vitest';
import { pageHeadCatalogues } from '@volunteerly/site/page-heads';

const englishCatalogues = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', {
  import: 'default',
  eager: true,
});

/** Every message of a catalogue with its key. */
function messagesOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => messagesOf(item, prefix ? `${prefix}.${key}` : key));
}

/**
 * The English interface calls the thing organisations publish by ONE name: 'vacancy', as the
 * product spec does (issue 31 §7: the English home said 'Vacancies' in one place and
 * 'opportunities' in the next).
 */
describe('English wording', () => {
  const sources: [string, unknown][] = [
    ...Object.entries(englishCatalogues),
    ['@volunteerly/site page-heads (en)', pageHeadCatalogues.en],
  ];

  it.each(sources)('calls a vacancy a vacancy, never an opportunity: %s', (source, catalogue) => {
    const mixed = messagesOf(catalogue).filter(([, message]) => /opportunit/i.test(message));
    expect({ source, mixed }).toEqual({ source, mixed: [] });
  });

  it('has English catalogues to check', () => {
    expect(Object.keys(englishCatalogues).length).toBeGreaterThan(10);
  });
});
