import type { CenterContact } from '@volunteerly/contracts/resources/volunteer-centers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import { CenterContactDetails, hasContactDetails } from '../components/center-contact-details.tsx';
import { StatementSection, statementsWrittenOn, type StatementSource } from '../components/statement-section.tsx';

const linkClass = 'text-primary-700 underline underline-offset-4 dark:text-primary-300';

/** Where to reach the centre, or that it has not said so yet. */
export function StatementContact({ centerName, contact }: { centerName: string; contact: CenterContact | undefined }) {
  const { t } = useTranslation('statements');
  return (
    <StatementSection heading={t('contact.heading')}>
      {hasContactDetails(contact) ? (
        <CenterContactDetails centerName={centerName} contact={contact} />
      ) : (
        <p>{t('contact.none', { centerName })}</p>
      )}
    </StatementSection>
  );
}

/**
 * /privacy: the centre's privacy statement, generated from its settings until content pages
 * exist: who is responsible, what the product stores and why, cookies and browser storage,
 * retention, and the reader's rights.
 */
export function PrivacyStatementPage({
  appName,
  centerName,
  contact,
  analytics,
}: StatementSource & { contact: CenterContact | undefined; analytics: boolean }) {
  const { t } = useTranslation('statements');
  const { formatDate } = useDateFormat();
  const names = { appName, centerName };
  const parts = ['account', 'applications', 'organizations', 'mail', 'security'] as const;
  return (
    <article className="grid max-w-3xl gap-8">
      <PageHeader title={t('privacy.title')} description={t('privacy.intro', names)} />
      <StatementSection heading={t('privacy.whoHeading')}>
        <p>{t('privacy.who', names)}</p>
      </StatementSection>
      <StatementContact centerName={centerName} contact={contact} />
      <StatementSection heading={t('privacy.dataHeading')}>
        {parts.map((part) => (
          <div key={part} className="grid gap-1">
            <h3 className="font-semibold text-text">{t(`privacy.${part}Heading`)}</h3>
            <p>{t(`privacy.${part}`, names)}</p>
          </div>
        ))}
      </StatementSection>
      <StatementSection heading={t('privacy.storageHeading')}>
        <p>{t('privacy.storageIntro')}</p>
        <ul className="grid list-disc gap-1 ps-5">
          <li>{t('privacy.storageTenant')}</li>
          <li>{t('privacy.storageLanguage')}</li>
          <li>{t('privacy.storageBrowser')}</li>
        </ul>
        <p>{analytics ? t('privacy.analytics', names) : t('privacy.noAnalytics')}</p>
      </StatementSection>
      <StatementSection heading={t('privacy.retentionHeading')}>
        <p>{t('privacy.retentionAccount')}</p>
        <p>{t('privacy.retentionLog')}</p>
        <p>{t('privacy.retentionSessions')}</p>
      </StatementSection>
      <StatementSection heading={t('privacy.rightsHeading')}>
        <p>{t('privacy.rights')}</p>
        <ul className="grid list-disc gap-1 ps-5">
          <li>
            <Link className={linkClass} to="/profiel">
              {t('privacy.rightsProfile')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/account/verwijderen">
              {t('privacy.rightsExport')}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/account/verwijderen">
              {t('privacy.rightsDelete')}
            </Link>
          </li>
        </ul>
        <p>{t('privacy.rightsAsk', names)}</p>
        <p>
          {t('privacy.complaint')}{' '}
          <a className={linkClass} href="https://www.autoriteitpersoonsgegevens.nl/" rel="noopener noreferrer">
            {t('privacy.complaintLink')}
          </a>
          .
        </p>
      </StatementSection>
      <p className="text-sm text-muted-700 dark:text-muted-300">
        {t('privacy.generated', { centerName, date: formatDate(statementsWrittenOn) })}
      </p>
    </article>
  );
}
