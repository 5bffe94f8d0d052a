import { describe, expect, it } from 'vitest';
import { digestPeriodKey, digestsMayGoOut, isoWeekOf, newSince } from '../../src/modules/digests/digest-periods.ts';

describe('digest periods (Europe/Amsterdam)', () => {
  it('names the ISO week and the month', () => {
    const wednesday = new Date('2026-11-25T10:00:00Z');
    expect(digestPeriodKey('weekly', wednesday)).toBe('2026-W48');
    expect(digestPeriodKey('monthly', wednesday)).toBe('2026-11');
  });

  it('starts a new week and month at midnight in the Netherlands, not in UTC', () => {
    // Sunday 23:30 UTC is Monday 00:30 in Amsterdam (winter time).
    expect(digestPeriodKey('weekly', new Date('2026-11-29T23:30:00Z'))).toBe('2026-W49');
    expect(digestPeriodKey('weekly', new Date('2026-11-29T22:30:00Z'))).toBe('2026-W48');
    // 31 October 22:30 UTC is 1 November in Amsterdam (summer time ended that night: UTC+1).
    expect(digestPeriodKey('monthly', new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    // In summer time (UTC+2) midnight comes two hours before UTC's.
    expect(digestPeriodKey('monthly', new Date('2026-06-30T22:30:00Z'))).toBe('2026-07');
  });

  it('numbers weeks across the turn of the year as ISO 8601 does', () => {
    expect(isoWeekOf(2026, 12, 31)).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(2027, 1, 3)).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(2027, 1, 4)).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf(2024, 12, 30)).toEqual({ year: 2025, week: 1 });
    expect(digestPeriodKey('weekly', new Date('2027-01-02T12:00:00Z'))).toBe('2026-W53');
  });

  it('sends nothing at night on the first day of a period', () => {
    const mondayNight = new Date('2026-11-30T03:00:00Z'); // 04:00 in Amsterdam
    const mondayMorning = new Date('2026-11-30T07:00:00Z'); // 08:00
    expect(digestsMayGoOut('weekly', mondayNight)).toBe(false);
    expect(digestsMayGoOut('weekly', mondayMorning)).toBe(true);
    expect(digestsMayGoOut('monthly', mondayNight)).toBe(true);
    expect(digestsMayGoOut('monthly', new Date('2026-12-01T02:00:00Z'))).toBe(false);
    expect(digestsMayGoOut('weekly', new Date('2026-12-01T02:00:00Z'))).toBe(true);
  });

  it('counts vacancies as new since the previous digest, at most one period back', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(newSince('weekly', now, undefined)).toEqual(new Date('2026-11-18T10:00:00Z'));
    expect(newSince('monthly', now, undefined)).toEqual(new Date('2026-10-26T10:00:00Z'));
    const lastWeek = new Date('2026-11-20T08:00:00Z');
    expect(newSince('weekly', now, lastWeek)).toEqual(lastWeek);
    expect(newSince('weekly', now, new Date('2026-10-01T08:00:00Z'))).toEqual(new Date('2026-11-18T10:00:00Z'));
  });
});
