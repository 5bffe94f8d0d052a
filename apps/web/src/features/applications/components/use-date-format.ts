import { useTranslation } from 'react-i18next';

/** Formats ISO timestamps in the interface language: a date, or a date with its time. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    formatDate: (iso: string) => date.format(new Date(iso)),
    formatDateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}
