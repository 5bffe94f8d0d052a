import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** The way in for organisations: sign up, or see who is already here. */
export function OrganizationsCall({ centerName }: { centerName: string }) {
  const { t } = useTranslation('common');
  return (
    <section
      aria-labelledby="home-organizations"
      className="rounded-ui-lg bg-secondary-50 px-5 py-8 sm:px-8 dark:bg-secondary-950"
    >
      <h2 id="home-organizations" className="font-heading text-2xl font-bold text-text">
        {t('home.organizations.title')}
      </h2>
      <p className="mt-2 max-w-prose text-text">
        {t('home.introduction', { centerName })} {t('home.organizations.text')}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/organizations/signup" color="secondary" size="lg">
          {t('home.organizations.signup')}
        </ButtonLink>
        <ButtonLink to="/organizations" variant="outline" color="secondary" size="lg">
          {t('home.organizations.all')}
        </ButtonLink>
      </div>
    </section>
  );
}
