import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title.ts';

describe('formatDocumentTitle', () => {
  it("reads '{page title} - {app name}'", () => {
    expect(formatDocumentTitle('Kies een website', 'Vacaturebank Utrecht')).toBe(
      'Kies een website - Vacaturebank Utrecht',
    );
  });

  it('falls back to whichever part is known', () => {
    expect(formatDocumentTitle(undefined, 'Volunteerly Demo')).toBe('Volunteerly Demo');
    expect(formatDocumentTitle('Home', '')).toBe('Home');
    expect(formatDocumentTitle(undefined, undefined)).toBeUndefined();
  });
});
