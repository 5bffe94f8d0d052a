import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2025-05-01T12:00:00Z');

describe('formatRelativeTime', () => {
  it("reads 'just now' / 'zojuist' under 60 seconds", () => {
    expect(formatRelativeTime(new Date(now.getTime() - 59_000), { locale: 'en', justNow: 'just now', now })).toBe(
      'just now',
    );
    expect(formatRelativeTime(new Date(now.getTime() - 5_000), { locale: 'nl', justNow: 'zojuist', now })).toBe(
      'zojuist',
    );
  });

  it('uses the locale’s own phrasing from 60 seconds on', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 60_000), { locale: 'en', justNow: 'just now', now })).toBe(
      '1 minute ago',
    );
    expect(formatRelativeTime(new Date(now.getTime() - 3 * 3600_000), { locale: 'nl', justNow: 'zojuist', now })).toBe(
      '3 uur geleden',
    );
    expect(formatRelativeTime(new Date(now.getTime() - 24 * 3600_000), { locale: 'nl', justNow: 'zojuist', now })).toBe(
      'gisteren',
    );
  });
});
