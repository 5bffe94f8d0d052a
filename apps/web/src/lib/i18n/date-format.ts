import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from './intl-formats.ts';

/** How long a date is written: '17 mei 1990' (long) or '17 mei 1990' abbreviated (short, '17 mei 1990' → '17 mei 1990'). */
export type DateLength = 'long' | 'short';

const bareDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the interface language. The one rule for time zones: a bare date
 * (YYYY-MM-DD: a birthday, a vacancy's first day) is a calendar day and is
 * read and written in UTC, so no zone moves it to the day before; a timestamp
 * is an instant and is written in the reader's zone. '—' when there is none.
 */
export function formatDate(value: string | null | undefined, language: string, length: DateLength = 'long'): string {
  if (!value) return '—';
  const isDay = bareDate.test(value);
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const style =
    length === 'long'
      ? { dateStyle: 'long' as const }
      : { day: 'numeric' as const, month: 'short' as const, year: 'numeric' as const };
  return dateTimeFormat(language, { ...style, ...(isDay ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** A timestamp with its time, in the reader's zone: '12 dec 2026 14:05'. */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The date formats in the interface language, for components. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    formatDate: (value: string | null | undefined, length: DateLength = 'long') => formatDate(value, language, length),
    formatDateTime: (value: string) => formatDateTime(value, language),
  };
}
