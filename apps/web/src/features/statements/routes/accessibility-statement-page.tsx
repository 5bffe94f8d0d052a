import type { CenterContact } from '@volunteerly/contracts/resources/volunteer-centers';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import { StatementSection, statementsWrittenOn, type StatementSource } from '../components/statement-section.tsx';
import { StatementContact } from './privacy-statement-page.tsx';

const linkClass = 'text-primary-700 underline underline-offset-4 dark:text-primary-300';

/**
 * /toegankelijkheid: the accessibility statement in the shape Dutch public bodies publish
 * (scope, status against WCAG 2.1 AA, how it is tested, known limits, how to report a problem
 * and where to turn next, the date), generated from the centre's settings.
 */
export function AccessibilityStatementPage({
  appName,
  centerName,
  contact,
}: StatementSource & { contact: CenterContact | undefined }) {
  const { t } = useTranslation('statements');
  const { formatDate } = useDateFormat();
  const names = { appName, centerName };
  return (
    <article className="grid max-w-3xl gap-8">
      <PageHeader title={t('accessibility.title')} description={t('accessibility.intro', names)} />
      <p>{t('accessibility.scope', names)}</p>
      <StatementSection heading={t('accessibility.statusHeading')}>
        <p>{t('accessibility.standard')}</p>
        <p>{t('accessibility.testing')}</p>
        <p>{t('accessibility.status')}</p>
      </StatementSection>
      <StatementSection heading={t('accessibility.limitsHeading')}>
        <p>{t('accessibility.limits')}</p>
      </StatementSection>
      <StatementSection heading={t('accessibility.reportHeading')}>
        <p>{t('accessibility.report', names)}</p>
        <p>
          {t('accessibility.escalate')}{' '}
          <a className={linkClass} href="https://www.nationaleombudsman.nl/" rel="noopener noreferrer">
            {t('accessibility.escalateLink')}
          </a>
          .
        </p>
      </StatementSection>
      <StatementContact centerName={centerName} contact={contact} />
      <p className="text-sm text-muted-700 dark:text-muted-300">
        {t('accessibility.generated', { date: formatDate(statementsWrittenOn) })}
      </p>
    </article>
  );
}
