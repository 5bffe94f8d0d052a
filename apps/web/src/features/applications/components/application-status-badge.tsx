import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import { useTranslation } from 'react-i18next';

const looks: Record<ApplicationStatus, string> = {
  new: 'bg-info-100 text-info-900 dark:bg-info-900 dark:text-info-100',
  waitlisted: 'bg-warning-100 text-warning-900 dark:bg-warning-900 dark:text-warning-100',
  in_progress: 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100',
  accepted: 'bg-success-100 text-success-900 dark:bg-success-900 dark:text-success-100',
  started: 'bg-success-200 text-success-950 dark:bg-success-800 dark:text-success-50',
  stopped: 'bg-muted-200 text-muted-900 dark:bg-muted-800 dark:text-muted-100',
  no_show: 'bg-warning-100 text-warning-900 dark:bg-warning-900 dark:text-warning-100',
  rejected: 'bg-error-100 text-error-900 dark:bg-error-900 dark:text-error-100',
  withdrawn: 'bg-muted-200 text-muted-900 dark:bg-muted-800 dark:text-muted-100',
};

/** An application's status as a coloured badge that also says it in words. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${looks[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
