import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, prepareFormats, relativeTimeFormat } from './intl-formats.ts';

describe('Intl formatters', () => {
  it('makes a formatter once per language and options and hands the same one out again', () => {
    expect(dateTimeFormat('nl', { dateStyle: 'long' })).toBe(dateTimeFormat('nl', { dateStyle: 'long' }));
    expect(dateTimeFormat('nl', { dateStyle: 'long' })).not.toBe(dateTimeFormat('en', { dateStyle: 'long' }));
    expect(dateTimeFormat('nl', { dateStyle: 'long' })).not.toBe(dateTimeFormat('nl', { dateStyle: 'short' }));
    expect(numberFormat('nl')).toBe(numberFormat('nl'));
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(relativeTimeFormat('en', { numeric: 'auto' }));
  });

  it('formats as Intl does', () => {
    expect(numberFormat('nl', { maximumFractionDigits: 1 }).format(3.25)).toBe('3,3');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1))).toBe(
      'January 1, 2026',
    );
  });

  it('prepares the locale data in steps, each after the browser had its turn', async () => {
    const between = vi.fn(() => Promise.resolve());
    await prepareFormats('nl', between);
    expect(between).toHaveBeenCalledTimes(4);
  });
});
