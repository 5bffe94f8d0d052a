import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { useTranslation } from 'react-i18next';

const looks: Record<VacancyStatus, string> = {
  draft: 'bg-muted-100 text-muted-900 dark:bg-muted-800 dark:text-muted-100',
  published: 'bg-success-100 text-success-900 dark:bg-success-900 dark:text-success-100',
  closed: 'bg-warning-100 text-warning-900 dark:bg-warning-900 dark:text-warning-100',
  archived: 'bg-neutral-200 text-neutral-900 dark:bg-neutral-700 dark:text-neutral-100',
};

/** A vacancy's status as a coloured label. */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation('vacancy-management');
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${looks[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
