import type { UserStatus } from '@volunteerly/contracts/users';
import { useTranslation } from 'react-i18next';

const looks: Record<UserStatus, string> = {
  active: 'bg-success-100 text-success-900 dark:bg-success-900 dark:text-success-100',
  invited: 'bg-info-100 text-info-900 dark:bg-info-900 dark:text-info-100',
  inactive: 'bg-warning-100 text-warning-900 dark:bg-warning-900 dark:text-warning-100',
  archived: 'bg-muted-200 text-muted-900 dark:bg-muted-800 dark:text-muted-100',
};

/** A user's status as a coloured badge that also says it in words. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${looks[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
