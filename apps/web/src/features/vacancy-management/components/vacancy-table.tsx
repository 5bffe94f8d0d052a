import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnHeader, DataTable } from '../../../components/ui/table.tsx';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import { VacancyRowActions } from './vacancy-row-actions.tsx';
import { VacancyStatusBadge } from './vacancy-status-badge.tsx';

const cell = 'px-4 py-3 align-top';
const linkClasses = 'text-primary-700 underline underline-offset-2 dark:text-primary-300';

/** A vacancy's applications as a link to them, the new (not yet answered) ones marked. */
function ApplicationCounts({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancy-management');
  const to = `/applications?vacancy_id=${encodeURIComponent(vacancy.id)}`;
  if (vacancy.applicationCount === undefined) {
    return (
      <Link to={to} aria-label={t('list.applicationsOf', { title: vacancy.title })} className={linkClasses}>
        {t('list.applications')}
      </Link>
    );
  }
  const newCount = vacancy.newApplicationCount ?? 0;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
      <Link to={to} className={`${linkClasses} tabular-nums`}>
        {t('list.applicationCount', { count: vacancy.applicationCount })}
        <span className="sr-only"> {t('list.forVacancy', { title: vacancy.title })}</span>
      </Link>
      {newCount > 0 && (
        <span className="rounded-full bg-warning-100 px-2 py-0.5 text-xs font-semibold text-warning-900 dark:bg-warning-900 dark:text-warning-100">
          {t('list.newApplications', { count: newCount })}
        </span>
      )}
    </span>
  );
}

/** The back-office table of vacancies with a checkbox per row and one for the whole page. */
export function VacancyTable({
  vacancies,
  showOrganization,
  selected,
  onSelectedChange,
}: {
  vacancies: Vacancy[];
  showOrganization: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
}) {
  const { t } = useTranslation('vacancy-management');
  const { formatDate: formatLongDate } = useDateFormat();
  const formatDate = (value: string | null | undefined) => formatLongDate(value, 'short');
  const allSelected = vacancies.length > 0 && vacancies.every((vacancy) => selected.has(vacancy.id));
  const someSelected = !allSelected && vacancies.some((vacancy) => selected.has(vacancy.id));

  const handleToggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  return (
    <DataTable
      caption={t('list.caption')}
      columns={
        <>
          <td className="w-10 px-4 py-3">
            <input
              type="checkbox"
              aria-label={t('list.selectPage')}
              checked={allSelected}
              ref={(input) => {
                if (input) input.indeterminate = someSelected;
              }}
              onChange={(event) =>
                onSelectedChange(event.target.checked ? new Set(vacancies.map((vacancy) => vacancy.id)) : new Set())
              }
              className="size-4 accent-primary-700"
            />
          </td>
          <ColumnHeader>{t('fields.title')}</ColumnHeader>
          {showOrganization && <ColumnHeader>{t('fields.organizationId')}</ColumnHeader>}
          <ColumnHeader>{t('fields.status')}</ColumnHeader>
          <ColumnHeader>{t('fields.publishedAt')}</ColumnHeader>
          <ColumnHeader>{t('fields.expiresOn')}</ColumnHeader>
          <ColumnHeader>{t('list.applications')}</ColumnHeader>
          <ColumnHeader align="end">{t('list.views')}</ColumnHeader>
          <ColumnHeader>
            <span className="sr-only">{t('list.actions')}</span>
          </ColumnHeader>
        </>
      }
    >
      {vacancies.map((vacancy) => (
        <tr key={vacancy.id}>
          <td className={cell}>
            <input
              type="checkbox"
              aria-label={t('list.select', { title: vacancy.title })}
              checked={selected.has(vacancy.id)}
              onChange={(event) => handleToggle(vacancy.id, event.target.checked)}
              className="size-4 accent-primary-700"
            />
          </td>
          <th scope="row" className={`${cell} text-start font-normal`}>
            <Link
              to={`/vacancies/${vacancy.id}/edit`}
              className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
            >
              {vacancy.title}
            </Link>
          </th>
          {showOrganization && <td className={cell}>{vacancy.organizationName}</td>}
          <td className={cell}>
            <VacancyStatusBadge status={vacancy.status} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(vacancy.publishedAt)}</td>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(vacancy.expiresOn)}</td>
          <td className={cell}>
            <ApplicationCounts vacancy={vacancy} />
          </td>
          <td className={`${cell} text-end tabular-nums`}>{vacancy.viewCount ?? '—'}</td>
          <td className={`${cell} text-end`}>
            <VacancyRowActions vacancy={vacancy} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
