import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnHeader, DataTable } from '../../../components/ui/table.tsx';
import type { Application } from '../api/application-types.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300';

/** The organisation side's applications as a table; centre admins also see each organisation. */
export function ApplicationsTable({
  applications,
  showOrganization,
}: {
  applications: Application[];
  showOrganization: boolean;
}) {
  const { t } = useTranslation('applications');
  const { formatDate } = useDateFormat();
  return (
    <DataTable
      caption={t('list.caption')}
      columns={
        <>
          <ColumnHeader>{t('fields.applicant')}</ColumnHeader>
          <ColumnHeader>{t('fields.vacancy')}</ColumnHeader>
          {showOrganization && <ColumnHeader>{t('fields.organization')}</ColumnHeader>}
          <ColumnHeader>{t('fields.status')}</ColumnHeader>
          <ColumnHeader>{t('fields.appliedAt')}</ColumnHeader>
          <ColumnHeader>
            <span className="sr-only">{t('list.actions')}</span>
          </ColumnHeader>
        </>
      }
    >
      {applications.map((application) => (
        <tr key={application.id}>
          <th scope="row" className="px-4 py-3 text-start font-normal">
            <span className="font-semibold">{application.applicant.name}</span>
            {application.applicant.isGuest && (
              <span className="ms-2 text-xs text-muted-700 dark:text-muted-300">{t('fields.guest')}</span>
            )}
          </th>
          <td className="px-4 py-3">
            <Link to={`/vacancies/${application.vacancyId}`} className={linkClasses}>
              {application.vacancyTitle}
            </Link>
          </td>
          {showOrganization && <td className="px-4 py-3">{application.organizationName}</td>}
          <td className="px-4 py-3">
            <ApplicationStatusBadge status={application.status} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDate(application.createdAt)}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            <Link to={`/applications/${application.id}`} className={linkClasses}>
              {t('list.open')}
              <span className="sr-only"> {t('list.openOf', { name: application.applicant.name })}</span>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
