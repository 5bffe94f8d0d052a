import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const tabs = [
  { to: '/profile-edit', labelKey: 'tabs.profile', end: true },
  { to: '/profile-edit/email', labelKey: 'tabs.email', end: false },
  { to: '/profile-edit/settings', labelKey: 'tabs.settings', end: false },
  { to: '/profile-edit/periodieke-mail', labelKey: 'tabs.digest', end: false },
  { to: '/profile-edit/meldingen', labelKey: 'tabs.notifications', end: false },
] as const;

/** /profile-edit: the page header and tabs around the profile forms (index, email, settings, periodieke-mail). */
export function ProfileEditLayout() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageHeader title={t('edit.title')} description={t('edit.description')} />
      <nav aria-label={t('tabs.label')} className="mb-8 border-b border-muted-200 dark:border-muted-800">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-block border-b-2 px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-primary-700 ${
                    isActive
                      ? 'border-primary-700 text-primary-800 dark:border-primary-300 dark:text-primary-200'
                      : 'border-transparent text-muted-800 hover:border-muted-400 dark:text-muted-200'
                  }`
                }
              >
                {t(tab.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-2xl">
        <Outlet />
      </div>
    </>
  );
}
