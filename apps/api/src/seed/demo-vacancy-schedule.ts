import { weekdays, type Availability } from '@volunteerly/contracts/users';
import type { DemoSeason, DemoVacancyTemplate } from './demo-vacancy-templates.ts';

/** A seeded random number in [0, 1). */
export type Random = () => number;

/** A whole number from low to high (both included). */
export const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const dayInMilliseconds = 86_400_000;

/** The calendar day (YYYY-MM-DD) some days after another. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayInMilliseconds).toISOString().slice(0, 10);
}

/** Days from one calendar day to another (negative when it lies before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayInMilliseconds);
}

/** The month (1 to 12) of a calendar day. */
export const monthOf = (isoDate: string) => Number(isoDate.slice(5, 7));

/** The weekday of a calendar day, as the contracts name it. */
export function weekdayOf(isoDate: string): (typeof weekdays)[number] {
  const sundayFirst = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7]!;
}

/** Dated work is published at least this many days before its first day. */
export const minimumLeadDays = 7;

/** Whether work starting on this day fits its season: every day in its months, the right weekday and day of month. */
export function fitsSeason(season: DemoSeason, startsOn: string): boolean {
  const dayOfMonth = Number(startsOn.slice(8, 10));
  if (season.startsOn && weekdayOf(startsOn) !== season.startsOn) return false;
  if (season.startDays && (dayOfMonth < season.startDays[0] || dayOfMonth > season.startDays[1])) return false;
  for (let day = 0; day < season.days; day += 1) {
    if (!season.months.includes(monthOf(addDays(startsOn, day)))) return false;
  }
  return true;
}

/** The days the work may start on in its coming season: the first that fit, within about four months. */
export function comingSeasonStarts(season: DemoSeason, today: string): string[] {
  const starts: string[] = [];
  for (let offset = minimumLeadDays; offset <= minimumLeadDays + 366; offset += 1) {
    const day = addDays(today, offset);
    if (starts.length > 0 && daysBetween(starts[0]!, day) > 120) break;
    if (fitsSeason(season, day)) starts.push(day);
  }
  return starts;
}

/** When a vacancy's work happens and how long one can apply, as the seed writes it. */
export interface DemoVacancySchedule {
  startsOn: string | null;
  endsOn: string | null;
  hoursPerWeek: number | null;
  dayParts: Availability;
  /** Applications close after this day: a few days before dated work starts. */
  expiresOn: string | null;
}

/**
 * The dates and hours of a vacancy written from a template, counted from
 * `today`: seasonal work in its coming season, other dated work in the coming
 * weeks, recurring work with the hours and days its text names.
 */
export function demoVacancySchedule(template: DemoVacancyTemplate, today: string, random: Random): DemoVacancySchedule {
  if (template.commitment === 'recurring') {
    const expiresOn = random() < 0.25 ? addDays(today, between(random, 20, 180)) : null;
    return {
      startsOn: null,
      endsOn: null,
      hoursPerWeek: template.hoursPerWeek ?? null,
      dayParts: template.dayParts ?? {},
      expiresOn,
    };
  }
  let startsOn: string;
  let endsOn: string | null;
  if (template.season) {
    const starts = comingSeasonStarts(template.season, today);
    startsOn = starts[Math.floor(random() * starts.length)]!;
    endsOn = template.commitment === 'period' ? addDays(startsOn, template.season.days - 1) : null;
  } else {
    startsOn = addDays(today, between(random, template.commitment === 'one_off' ? 7 : 14, 60));
    endsOn = template.commitment === 'period' ? addDays(startsOn, between(random, 30, 90)) : null;
  }
  // Applications close a few days before the start, never before tomorrow.
  const closesOn = addDays(startsOn, -between(random, 2, 14));
  const expiresOn = closesOn > today ? closesOn : addDays(startsOn, -1);
  return { startsOn, endsOn, hoursPerWeek: null, dayParts: {}, expiresOn };
}
