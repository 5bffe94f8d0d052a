import { useTranslation } from 'react-i18next';
import { newestVacancyCount } from '../api/get-home-vacancy-overview.ts';

const pulse = 'animate-pulse motion-reduce:animate-none';
const block = `${pulse} rounded-ui bg-muted-200 dark:bg-muted-800`;

/** Where the counts line will be, while they load (the sections' skeleton announces the loading). */
export function VacancyCountsSkeleton() {
  return (
    <span
      aria-hidden="true"
      className={`${pulse} inline-block h-9 w-72 max-w-full rounded-full bg-primary-100 dark:bg-primary-900`}
    />
  );
}

function VacancyCardSkeleton() {
  return (
    <li className="flex gap-4 rounded-ui-lg border border-muted-200 p-3 sm:flex-col sm:gap-0 sm:p-0 dark:border-muted-800">
      <div className={`${block} size-20 shrink-0 sm:aspect-[2/1] sm:size-auto sm:w-full sm:rounded-none`} />
      <div className="flex flex-1 flex-col gap-2 sm:p-4">
        <div className={`${block} h-5 w-4/5`} />
        <div className={`${block} h-4 w-1/2`} />
        <div className={`${block} h-4 w-1/3`} />
      </div>
    </li>
  );
}

/** The shape of the newest vacancies while they load, announced once to screen readers. */
export function HomeVacanciesSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-loading="">
      <span className="sr-only">{t('home.loading')}</span>
      <div aria-hidden="true">
        <div className={`${block} h-8 w-64 max-w-full`} />
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: newestVacancyCount }, (_, index) => (
            <VacancyCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    </div>
  );
}
