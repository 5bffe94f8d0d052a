import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePartners } from '../api/list-partners.ts';
import { PartnerCard } from '../components/partner-card.tsx';

/**
 * /gelderse-handen (public, empty layout): the regional partnership's landing page, the only page
 * of its own host (issue 32 §6). It says what the partnership is and sends each visitor on to the
 * partner of their region, each with its logo and a link to its site.
 */
export function RegionalLandingPage() {
  const { t } = useTranslation('partners');
  const partners = usePartners();

  let content;
  if (partners.isPending) content = <Spinner label={t('loading')} showLabel />;
  else if (partners.isError) {
    content = (
      <LoadFailedAlert title={t('loadFailed')} error={partners.error} onRetry={() => void partners.refetch()} />
    );
  } else if (partners.data.length === 0) {
    content = <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  } else {
    content = (
      <ul aria-label={t('listLabel')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {partners.data.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} />
          </li>
        ))}
      </ul>
    );
  }

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
        {content}
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
