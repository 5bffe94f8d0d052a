import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { visibleManageToolGroups } from './manage-tools.ts';

/**
 * /beheer: the Beheer area (issue 31 §4), the one place a centre's (and an organisation's) tools
 * are reached from, grouped by whom they serve. One column on a phone, two or three when there is room.
 */
export function ManagePage() {
  const { t } = useTranslation('common');
  const { data: user } = useCurrentUser();
  const groups = visibleManageToolGroups(user);
  return (
    <>
      <PageHeader title={t('manage.title')} description={t('manage.description')} />
      <nav aria-label={t('manage.navigation')} className="grid gap-8">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`manage-group-${group.id}`}>
            <h2 id={`manage-group-${group.id}`} className="mb-3 font-heading text-lg font-semibold text-text">
              {t(`manage.groups.${group.id}`)}
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {group.tools.map((item) => (
                <li
                  key={item.to}
                  className="relative rounded-ui-lg border border-muted-200 p-4 hover:border-primary-500 dark:border-muted-800"
                >
                  <Link
                    to={item.to}
                    data-manage-tool=""
                    className="font-semibold text-primary-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-primary-200"
                  >
                    {t(item.labelKey)}
                  </Link>
                  <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{t(item.descriptionKey)}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </>
  );
}
