import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Application } from '../api/application-types.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300';

/** One's own applications as cards: the vacancy, its organisation, the status and when. */
export function MyApplicationsList({ applications }: { applications: Application[] }) {
  const { t } = useTranslation('applications');
  const { formatDate } = useDateFormat();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {applications.map((application) => (
        <li
          key={application.id}
          className="flex flex-col gap-2 rounded-ui-lg border border-muted-200 p-5 dark:border-muted-800"
        >
          <h2 className="font-heading text-lg font-semibold">
            <Link to={`/vacancies/${application.vacancyId}`} className={linkClasses}>
              {application.vacancyTitle}
            </Link>
          </h2>
          <p className="text-muted-700 dark:text-muted-300">{application.organizationName}</p>
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <ApplicationStatusBadge status={application.status} />
            <span>{t('list.appliedOn', { date: formatDate(application.createdAt) })}</span>
          </p>
          <p className="mt-1">
            <Link to={`/applications/${application.id}`} className={linkClasses}>
              {t('list.view')}
              <span className="sr-only"> {t('list.viewOf', { title: application.vacancyTitle })}</span>
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
