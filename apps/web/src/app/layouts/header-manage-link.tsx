import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthStatus } from '../../lib/api/session-store.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { isManagePath, managePath, offersManageArea } from '../manage/manage-tools.ts';

const looks = {
  // Beside the account menu on a wide screen.
  toolbar:
    'inline-flex items-center rounded-full border border-muted-300 px-3 py-1.5 text-sm font-semibold text-text hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 data-current:border-primary-600 data-current:bg-primary-50 dark:border-muted-700 dark:hover:bg-muted-800 dark:data-current:bg-primary-950',
  // A large touch target in the phone menu.
  menu: 'flex min-h-12 items-center rounded-ui border-s-4 border-transparent px-3 text-base font-semibold text-muted-800 hover:bg-muted-100 data-current:border-primary-600 data-current:text-text dark:text-muted-200 dark:hover:bg-muted-800',
} as const;

/**
 * The header's one entry to the Beheer area (issue 31 §4), for who has any of its tools; current on
 * the area and on every tool it gathers.
 */
export function HeaderManageLink({ look }: { look: keyof typeof looks }) {
  const { t } = useTranslation('common');
  const status = useAuthStatus();
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (status !== 'SIGNED_IN' || !offersManageArea(user)) return null;
  return (
    <Link
      to={managePath}
      data-manage-entry={look}
      // The area itself is the page; on one of its tools the entry is still marked, as the section.
      aria-current={
        pathname.replace(/\/+$/, '').toLowerCase() === managePath ? 'page' : isManagePath(pathname) ? 'true' : undefined
      }
      data-current={isManagePath(pathname) ? '' : undefined}
      className={looks[look]}
    >
      {t('nav.manage')}
    </Link>
  );
}
