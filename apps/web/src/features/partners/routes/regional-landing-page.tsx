import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PartnerList } from '../components/partner-list.tsx';

/**
 * /gelderse-handen (public, empty layout): the regional partnership's landing page, the only page
 * of its own host (issue 32 §6). It says what the partnership is and sends each visitor on to the
 * partner of their region, each with its logo and a link to its site.
 */
export function RegionalLandingPage() {
  const { t } = useTranslation('partners');
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <div className="grid max-w-3xl gap-4">
        <p className="font-semibold text-primary-700 dark:text-primary-300">{t('landing.kicker')}</p>
        <h1 className="font-heading text-4xl font-bold tracking-tight text-text sm:text-5xl">{t('landing.title')}</h1>
        <p className="text-lg text-muted-700 dark:text-muted-300">{t('landing.introduction')}</p>
      </div>
      <section aria-labelledby="landing-partners" className="grid gap-4">
        <h2 id="landing-partners" className="font-heading text-2xl font-semibold text-text">
          {t('landing.partnersHeading')}
        </h2>
        <PartnerList />
      </section>
      <p className="text-muted-700 dark:text-muted-300">
        {t('landing.signInQuestion')}{' '}
        <Link
          to="/inloggen"
          className="font-semibold text-primary-700 underline underline-offset-4 dark:text-primary-300"
        >
          {t('landing.signIn')}
        </Link>
      </p>
    </div>
  );
}
