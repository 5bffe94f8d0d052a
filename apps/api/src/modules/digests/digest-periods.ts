import type { DigestFrequency } from '@volunteerly/contracts/users';

/** A frequency that sends mail. */
export type DigestCadence = Exclude<DigestFrequency, 'never'>;

/** The cadences, in the order the planner handles them. */
export const digestCadences: readonly DigestCadence[] = ['weekly', 'monthly'];

const timeZone = 'Europe/Amsterdam';

const localDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date and hour in the Netherlands at an instant. */
export function localDateOf(now: Date): { year: number; month: number; day: number; hour: number } {
  const parts = Object.fromEntries(localDateFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) };
}

/** ISO 8601 week-numbering year and week of a calendar date. */
export function isoWeekOf(year: number, month: number, day: number): { year: number; week: number } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7; // Monday 1 … Sunday 7
  // The Thursday of this week decides the year the week belongs to.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const firstOfYear = Date.UTC(weekYear, 0, 1);
  const week = Math.ceil(((date.getTime() - firstOfYear) / 86_400_000 + 1) / 7);
  return { year: weekYear, week };
}

/**
 * The period a digest belongs to at an instant, in the Netherlands' calendar: `2026-W48` for a
 * weekly digest (ISO week, Monday to Sunday), `2026-11` for a monthly one. A volunteer gets at most
 * one digest per key.
 */
export function digestPeriodKey(cadence: DigestCadence, now: Date): string {
  const local = localDateOf(now);
  if (cadence === 'monthly') return `${local.year}-${String(local.month).padStart(2, '0')}`;
  const { year, week } = isoWeekOf(local.year, local.month, local.day);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** How far back a digest looks for new vacancies when the volunteer had none before. */
export function lookBackDays(cadence: DigestCadence): number {
  return cadence === 'weekly' ? 7 : 30;
}

/**
 * Since when a vacancy counts as new for this digest: since the volunteer's previous digest, but
 * never further back than one period (a week or 30 days).
 */
export function newSince(cadence: DigestCadence, now: Date, previousSentAt: Date | undefined): Date {
  const onePeriodAgo = new Date(now.getTime() - lookBackDays(cadence) * 86_400_000);
  return previousSentAt && previousSentAt > onePeriodAgo ? previousSentAt : onePeriodAgo;
}

/** The hour (Netherlands time) on a period's first day from which its digests go out: not at night. */
export const digestSendingHour = 7;

/**
 * Whether digests of a cadence may go out at an instant: any time in the period, except on its
 * first day (Monday; the 1st) before `digestSendingHour`, so a new period's mail does not come at night.
 */
export function digestsMayGoOut(cadence: DigestCadence, now: Date): boolean {
  const local = localDateOf(now);
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  const firstDay = cadence === 'weekly' ? weekday === 1 : local.day === 1;
  return !firstDay || local.hour >= digestSendingHour;
}
