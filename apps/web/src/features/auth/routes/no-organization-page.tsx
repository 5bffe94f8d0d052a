import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { AuthPanel, authLinkClasses } from '../components/auth-panel.tsx';

/** /auth/no-organization: where users without (loadable) organisations land (spec §6, §8). */
export function NoOrganizationPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPanel title={t('noOrganization.title')} description={t('noOrganization.description')}>
      <p>{t('noOrganization.help')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <ButtonLink to="/" color="primary" size="lg">
          {t('noOrganization.home')}
        </ButtonLink>
        <Link to="/uitloggen" className={authLinkClasses}>
          {t('noOrganization.signOut')}
        </Link>
      </div>
    </AuthPanel>
  );
}
