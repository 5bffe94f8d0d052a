import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTimeFormat } from './intl-formats.ts';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * Describes a moment relative to now: under 60 seconds either way reads
 * `justNow` ('just now' / 'zojuist'), otherwise Intl's phrasing in the locale.
 */
export function formatRelativeTime(
  moment: Date | number | string,
  options: { locale: string; justNow: string; now?: Date | number },
): string {
  const then = new Date(moment).getTime();
  const now = new Date(options.now ?? Date.now()).getTime();
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 60) return options.justNow;
  const format = relativeTimeFormat(options.locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.trunc(seconds / 60), 'minute');
}

/** A formatter for relative times in the current interface language. */
export function useRelativeTime(): (moment: Date | number | string) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (moment) =>
      formatRelativeTime(moment, { locale: i18n.resolvedLanguage ?? i18n.language, justNow: t('time.justNow') }),
    [t, i18n],
  );
}
