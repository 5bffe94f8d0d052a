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
] as const;

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

/** Applications as CSV with a header row in the request's language. */
export function applicationsCsv(records: ApplicationRecord[], locale: ApiLocale): string {
  const header = columns.map((key) => translate(locale, key));
  const rows = records.map(({ application, applicant, vacancyTitle, organizationName }) => [
    String(application.id),
    vacancyTitle,
    organizationName,
    applicant.name,
    applicant.email,
    applicant.phone ?? '',
    translate(locale, `applications.status_word.${application.status}`),
    application.createdAt.toISOString(),
    application.statusChangedAt.toISOString(),
  ]);
  return stringify([header, ...rows].map((row) => row.map(neutralizeFormula)));
}
