import { stringify } from 'csv-stringify/sync';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import { translate } from '../../platform/i18n/api-messages.ts';
import type { ApplicationRecord } from './applications.repository.ts';

const columns = [
  'applications.csv.id',
  'applications.csv.vacancy',
  'applications.csv.organization',
  'applications.csv.name',
  'applications.csv.email',
  'applications.csv.phone',
  'applications.csv.status',
  'applications.csv.applied_at',
  'applications.csv.status_changed_at',
  'applications.csv.stop_reason',
  'applications.csv.motivation',
] as const;

/**
 * How the spreadsheet of a reader in this language opens a CSV file (issue 31 §5): Dutch Excel
 * splits on semicolons (its decimal separator is the comma) and reads "07-12-2026 14:05" as a date
 * and time; English Excel splits on commas, and "2026-12-07 14:05" reads the same everywhere.
 */
const spreadsheetConventions: Record<ApiLocale, { delimiter: string; dateOrder: 'day first' | 'year first' }> = {
  nl: { delimiter: ';', dateOrder: 'day first' },
  en: { delimiter: ',', dateOrder: 'year first' },
};

/** The parts of a moment on the centres' clocks (Europe/Amsterdam), 24-hour. */
const amsterdamClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as local date and time for a spreadsheet: "07-12-2026 14:05" or "2026-12-07 14:05". */
export function spreadsheetDateTime(moment: Date, dateOrder: 'day first' | 'year first'): string {
  const parts = Object.fromEntries(amsterdamClock.formatToParts(moment).map((entry) => [entry.type, entry.value]));
  const { day, month, year, hour, minute } = parts as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
  const date = dateOrder === 'day first' ? `${day}-${month}-${year}` : `${year}-${month}-${day}`;
  return `${date} ${hour}:${minute}`;
}

/** Tells Excel the file is UTF-8, so "Café" does not open as "CafÃ©". */
const byteOrderMark = '\uFEFF';

/**
 * A cell a spreadsheet would read as a formula (or whose leading control
 * character hides one) gets a leading single quote: CSV injection (OWASP).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The export's file name for a day: aanmeldingen-YYYY-MM-DD.csv. */
export function exportFileName(today: Date): string {
  return `aanmeldingen-${today.toISOString().slice(0, 10)}.csv`;
}

/** Why a stopped volunteer stopped, in words with the explanation: "Andere reden: verhuisd". */
function stopReasonText(application: ApplicationRecord['application'], locale: ApiLocale): string {
  if (!application.stopReason) return '';
  const words = translate(locale, `applications.stop_reason_word.${application.stopReason}`);
  return application.stopReasonDetail ? `${words}: ${application.stopReasonDetail}` : words;
}

/**
 * Applications as CSV for a spreadsheet in the request's language: its delimiter, a byte order
 * mark, local dates and times, the statuses as the app names them, why a volunteer stopped, and the
 * motivation.
 */
export function applicationsCsv(records: ApplicationRecord[], locale: ApiLocale): string {
  const { delimiter, dateOrder } = spreadsheetConventions[locale];
  const header = columns.map((key) => translate(locale, key));
  const rows = records.map(({ application, applicant, vacancyTitle, organizationName }) => [
    String(application.id),
    vacancyTitle,
    organizationName,
    applicant.name,
    applicant.email,
    applicant.phone ?? '',
    translate(locale, `applications.csv.status.${application.status}`),
    spreadsheetDateTime(application.createdAt, dateOrder),
    spreadsheetDateTime(application.statusChangedAt, dateOrder),
    stopReasonText(application, locale),
    application.motivation,
  ]);
  return (
    byteOrderMark +
    stringify(
      [header, ...rows].map((row) => row.map(neutralizeFormula)),
      { delimiter },
    )
  );
}
