import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/i18n/date-format.ts';
import { numberFormat } from '../../../lib/i18n/intl-formats.ts';
import type { Vacancy, VacancySummary } from '../../../lib/vacancies/vacancy-types.ts';

/** A calendar date (YYYY-MM-DD) written out in the interface language, e.g. '12 december 2026'. */
export function formatDay(isoDate: string, language: string): string {
  return formatDate(isoDate.slice(0, 10), language);
}

/** A distance in km with one decimal in the interface language ('3,2 km'). */
export function formatDistance(km: number, language: string): string {
  return `${numberFormat(language, { maximumFractionDigits: 1 }).format(km)} km`;
}

/** Where the work is, in a few words: the city, 'remote' or 'at home'. */
export function placeOf(vacancy: VacancySummary, t: TFunction<'vacancy-search'>): string {
  if (vacancy.locationKind === 'remote') return t('where.remote');
  if (vacancy.locationKind === 'at_home') return t('where.atHome');
  return vacancy.city ?? t('where.unknownCity');
}

/** How much time it asks, in a few words: the date, the period or the hours per week. */
export function commitmentOf(vacancy: VacancySummary, t: TFunction<'vacancy-search'>, language: string): string {
  if (vacancy.commitmentKind === 'one_off') {
    return vacancy.startsOn
      ? t('when.oneOffOn', { date: formatDay(vacancy.startsOn, language) })
      : t('commitments.one_off');
  }
  if (vacancy.commitmentKind === 'period') {
    if (vacancy.startsOn && vacancy.endsOn) {
      return t('when.period', {
        from: formatDay(vacancy.startsOn, language),
        to: formatDay(vacancy.endsOn, language),
      });
    }
    return t('commitments.period');
  }
  return vacancy.hoursPerWeek ? t('when.hoursPerWeek', { count: vacancy.hoursPerWeek }) : t('commitments.recurring');
}

/**
 * How many places are still open, in words: "3 plaatsen vrij" while nobody took one yet (not
 * "Nog 1 van de 1 plaatsen vrij"), "Nog 2 van de 3 plaatsen vrij" once some are taken.
 */
export function openPlacesOf(vacancy: Pick<Vacancy, 'places' | 'placesTaken'>, t: TFunction<'vacancy-search'>): string {
  const open = Math.max(vacancy.places - vacancy.placesTaken, 0);
  return open === vacancy.places
    ? t('facts.placesOpen', { count: open })
    : t('facts.placesLeft', { count: open, places: vacancy.places });
}
