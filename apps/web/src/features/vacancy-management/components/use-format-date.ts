import { useTranslation } from 'react-i18next';

/** Formats a date or timestamp as a short date in the interface language ('—' when absent). */
export function useFormatDate(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (value) => {
    if (!value) return '—';
    // A bare date (YYYY-MM-DD) is a calendar day; read it at noon so no time zone moves it.
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}
