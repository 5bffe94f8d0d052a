import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import { useTranslation } from 'react-i18next';

const looks: Record<OrganizationStatus, string> = {
  approved: 'bg-success-100 text-success-900 dark:bg-success-900 dark:text-success-100',
  pending: 'bg-warning-100 text-warning-900 dark:bg-warning-900 dark:text-warning-100',
  denied: 'bg-error-100 text-error-900 dark:bg-error-900 dark:text-error-100',
  archived: 'bg-muted-200 text-muted-900 dark:bg-muted-800 dark:text-muted-100',
};

/** An organisation's status as a coloured badge that also says it in words. */
export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation('organizations');
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${looks[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
