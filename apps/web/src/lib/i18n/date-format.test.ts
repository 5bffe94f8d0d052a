import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format.ts';

describe('date formats', () => {
  it('writes a bare date as that calendar day, whatever the reader’s time zone', () => {
    expect(formatDate('1990-05-17', 'nl')).toBe('17 mei 1990');
    expect(formatDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatDate('2026-12-12', 'nl', 'short')).toBe('12 dec 2026');
  });

  it('writes a timestamp as a date, and with its time', () => {
    expect(formatDate('2026-12-12T10:00:00Z', 'nl')).toMatch(/^1[123] december 2026$/);
    expect(formatDateTime('2026-12-12T10:00:00Z', 'en')).toMatch(/Dec 1[123], 2026/);
  });

  it('shows a dash for no date and leaves what is not a date as it is', () => {
    expect(formatDate(null, 'nl')).toBe('—');
    expect(formatDate('', 'nl')).toBe('—');
    expect(formatDate('binnenkort', 'nl')).toBe('binnenkort');
  });
});
