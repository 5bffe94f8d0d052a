import { useTranslation } from 'react-i18next';
import type { HomeVacancyOverview } from '../api/get-home-vacancy-overview.ts';

/**
 * '312 vacatures bij 48 organisaties (gepubliceerd en niet verlopen)': how much is going on, on a light pill in the
 * centre's colour. The figures are the search's: findable vacancies and the organisations they belong to.
 */
export function VacancyCounts({ overview }: { overview: HomeVacancyOverview }) {
  const { t } = useTranslation('common');
  const vacancies = t('home.counts.vacancies', { count: overview.total });
  const organizations = t('home.counts.organizations', { count: overview.organizationCount });
  return (
    <p className="inline-flex max-w-full items-center gap-2 rounded-full bg-white px-4 py-1.5 font-semibold text-primary-900 shadow-xs ring-1 ring-primary-200 dark:bg-primary-900 dark:text-primary-50 dark:ring-primary-700">
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-primary-600 dark:bg-primary-300" />
      <span className="min-w-0">
        <span>{t('home.counts.line', { vacancies, organizations })}</span>{' '}
        {/* What the figure counts, the same definition as the search and the dashboard (decision 050). */}
        <span className="text-sm font-normal">({t('home.counts.meaning')})</span>
      </span>
    </p>
  );
}
