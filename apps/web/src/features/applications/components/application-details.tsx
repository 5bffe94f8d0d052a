import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Application } from '../api/application-types.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300 break-all';

/** The statuses after the match that the applicant's page explains in a sentence. */
const applicantExplanations = new Set<Application['status']>(['started', 'stopped', 'no_show']);
type ApplicantExplained = 'started' | 'stopped' | 'no_show';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-text">{term}</dt>
      <dd className="mt-1 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * What was applied for and with what: the vacancy, the organisation, the
 * applicant's contact details (for the organisation side), the motivation and
 * the answers to the vacancy's questions.
 */
export function ApplicationDetails({
  application,
  organizationSide,
}: {
  application: Application;
  organizationSide: boolean;
}) {
  const { t } = useTranslation('applications');
  const { formatDate } = useDateFormat();
  const { applicant } = application;
  return (
    <>
      <section aria-labelledby="application-details">
        <h2 id="application-details" className="font-heading text-xl font-semibold text-text">
          {t('detail.details')}
        </h2>
        <dl className="mt-2 divide-y divide-muted-200 dark:divide-muted-800">
          <Detail term={t('fields.vacancy')}>
            <Link to={`/vacancies/${application.vacancyId}`} className={linkClasses}>
              {application.vacancyTitle}
            </Link>
          </Detail>
          <Detail term={t('fields.organization')}>{application.organizationName}</Detail>
          <Detail term={t('fields.status')}>
            <ApplicationStatusBadge status={application.status} />
            {!organizationSide && applicantExplanations.has(application.status) && (
              <p className="mt-1">{t(`detail.applicantStatus.${application.status as ApplicantExplained}`)}</p>
            )}
          </Detail>
          {organizationSide && application.stopReason && (
            <Detail term={t('detail.stopReason')}>
              {t(`stopReasons.${application.stopReason.code}`)}
              {application.stopReason.detail && (
                <span className="block whitespace-pre-line [overflow-wrap:anywhere]">
                  {application.stopReason.detail}
                </span>
              )}
            </Detail>
          )}
          <Detail term={t('fields.appliedAt')}>{formatDate(application.createdAt)}</Detail>
          {organizationSide && (
            <>
              <Detail term={t('fields.applicant')}>
                {applicant.name}
                {applicant.isGuest && (
                  <span className="ms-2 text-sm text-muted-700 dark:text-muted-300">{t('fields.guest')}</span>
                )}
              </Detail>
              <Detail term={t('fields.email')}>
                <a href={`mailto:${applicant.email}`} className={linkClasses}>
                  {applicant.email}
                </a>
              </Detail>
              {applicant.phone && (
                <Detail term={t('fields.phone')}>
                  <a href={`tel:${applicant.phone.replace(/\s+/g, '')}`} className={linkClasses}>
                    {applicant.phone}
                  </a>
                </Detail>
              )}
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="application-motivation" className="mt-10">
        <h2 id="application-motivation" className="font-heading text-xl font-semibold text-text">
          {t('fields.motivation')}
        </h2>
        <p className="mt-2 whitespace-pre-line">{application.motivation}</p>
      </section>
      {application.answers.length > 0 && (
        <section aria-labelledby="application-answers" className="mt-10">
          <h2 id="application-answers" className="font-heading text-xl font-semibold text-text">
            {t('detail.answers')}
          </h2>
          <dl className="mt-2 flex flex-col gap-4">
            {application.answers.map((item, index) => (
              <div key={index}>
                <dt className="font-semibold text-text">{item.question}</dt>
                <dd className="mt-1 whitespace-pre-line">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
