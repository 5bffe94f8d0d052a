import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useCurrentOrganizations } from '../../../lib/organizations/organizations-store.ts';
import { sectionsFor } from '../components/settings-access.ts';

/** /instellingen: the settings sections the user may use, as sub-navigation around the chosen one. */
export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const { organizations } = useCurrentOrganizations();
  const sections = sectionsFor(user.data, organizations.length > 0);
  const tab =
    'block rounded-ui px-3 py-2 font-semibold text-muted-800 hover:bg-muted-100 aria-[current=page]:bg-primary-100 aria-[current=page]:text-primary-900 dark:text-muted-200 dark:hover:bg-muted-800 dark:aria-[current=page]:bg-primary-900 dark:aria-[current=page]:text-primary-100';
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('navigation')}>
          <ul className="grid gap-1">
            <li>
              <NavLink to="/instellingen" end className={tab}>
                {t('sections.index.title')}
              </NavLink>
            </li>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={`/instellingen/${section.path}`} className={tab}>
                  {t(`sections.${section.path}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </>
  );
}
