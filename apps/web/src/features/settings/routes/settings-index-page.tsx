import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useCurrentOrganizations } from '../../../lib/organizations/organizations-store.ts';
import { sectionsFor } from '../components/settings-access.ts';

/** /instellingen: an overview of the settings sections this user may use. */
export function SettingsIndexPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const organizations = useCurrentOrganizations();
  if (user.isPending || organizations.isPending) return <Spinner label={t('loading')} showLabel />;
  const sections = sectionsFor(user.data, organizations.organizations.length > 0);
  if (sections.length === 0) {
    return (
      <EmptyState
        title={t('nothingTitle')}
        description={t('nothingText')}
        action={
          <Link to="/profile-edit" className="font-semibold text-primary-700 underline dark:text-primary-300">
            {t('toProfile')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {sections.map((section) => (
        <li
          key={section.path}
          className="relative rounded-ui-lg border border-muted-200 p-5 hover:border-primary-500 dark:border-muted-800"
        >
          <h2 className="font-heading text-lg font-semibold">
            <Link to={`/instellingen/${section.path}`} className="after:absolute after:inset-0">
              {t(`sections.${section.path}.title`)}
            </Link>
          </h2>
          <p className="mt-1 text-muted-700 dark:text-muted-300">{t(`sections.${section.path}.description`)}</p>
        </li>
      ))}
    </ul>
  );
}
