import { SearchField } from '../../../components/ui/search-field.tsx';
import { vacancyListSorts, vacancyStatuses, type VacancyListSort } from '@volunteerly/contracts/vacancies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListTotal, useQuotedSearch } from '../../../components/ui/list-total.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PerPageSelector, toPerPage } from '../../../components/ui/per-page-selector.tsx';
import { SelectFilter } from '../../../components/ui/select-filter.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { oneOf, pageFromSearch, useListSearchParams } from '../../../lib/navigation/use-list-search-params.ts';
import { useVacancies, type VacancyListQuery } from '../api/list-vacancies.ts';
import { useVacancyOrganizations } from '../api/list-vacancy-organizations.ts';
import { VacancyBulkToolbar } from '../components/vacancy-bulk-toolbar.tsx';
import { canManageVacancies, isVacancyCenterManager } from '../components/vacancy-roles.ts';
import { VacancyTable } from '../components/vacancy-table.tsx';

const defaultPageSize = 25;

/** /vacancies: the back office's vacancies (an organisation's, or the whole centre's) with filters, selection and bulk actions. */
export function VacanciesPage() {
  const { t } = useTranslation('vacancy-management');
  const user = useCurrentUser();
  const manager = isVacancyCenterManager(user.data);
  const { params, update, searchText, setSearchText } = useListSearchParams();
  const quoted = useQuotedSearch();
  const status = oneOf(vacancyStatuses, params.get('status'));
  const pageSize = toPerPage(params.get('per_page') ?? defaultPageSize);
  const query: VacancyListQuery = {
    search: params.get('search') ?? '',
    statuses: status ? [status] : [],
    organizationId:
      manager && /^[1-9][0-9]{0,15}$/.test(params.get('organization') ?? '') ? params.get('organization')! : '',
    sort: (oneOf(vacancyListSorts, params.get('sort')) || '-updated_at') as VacancyListSort,
    page: pageFromSearch(params),
    pageSize,
  };
  const vacancies = useVacancies(query);
  const organizations = useVacancyOrganizations(manager);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A selection belongs to the rows in view: a new filter or page starts afresh.
  const queryKey = JSON.stringify(query);
  const [selectionQuery, setSelectionQuery] = useState(queryKey);
  if (selectionQuery !== queryKey) {
    setSelectionQuery(queryKey);
    setSelected(new Set());
  }

  const addLink = (
    <Link to="/vacancies/add" className={buttonClasses({ size: 'lg', color: 'primary' })}>
      {t('list.add')}
    </Link>
  );
  const header = <PageHeader title={t('list.title')} description={t('list.description')} actions={addLink} />;
  if (user.data && !canManageVacancies(user.data)) {
    return (
      <>
        <PageHeader title={t('list.title')} />
        <Alert color="warning" title={t('list.notAllowedTitle')}>
          {t('list.notAllowedText')}
        </Alert>
      </>
    );
  }

  const counts = vacancies.data?.statusCounts ?? {};
  const allCount = vacancyStatuses.reduce((sum, option) => sum + (counts[option] ?? 0), 0);
  const filtered = query.search !== '' || status !== '' || query.organizationId !== '';
  const organizationName = organizations.data?.find((organization) => organization.id === query.organizationId)?.name;
  const activeFilters = [
    status ? t(`statuses.${status}`) : '',
    organizationName ?? '',
    query.search ? quoted(query.search) : '',
  ].filter(Boolean);
  const rows = vacancies.data?.vacancies ?? [];
  const selectedIds = rows.filter((vacancy) => selected.has(vacancy.id)).map((vacancy) => vacancy.id);

  let content;
  if (vacancies.isPending) content = <Spinner label={t('list.loading')} showLabel />;
  else if (vacancies.isError) {
    content = (
      <LoadFailedAlert title={t('list.loadFailed')} error={vacancies.error} onRetry={() => void vacancies.refetch()} />
    );
  } else if (rows.length === 0) {
    content = filtered ? (
      <EmptyState title={t('list.noMatchesTitle')} description={t('list.noMatchesText')} />
    ) : (
      <EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} action={addLink} />
    );
  } else {
    const { totalPages, total, page } = vacancies.data;
    content = (
      <>
        <ListTotal total={t('list.total', { count: total })} filters={activeFilters} />
        {selectedIds.length > 0 && (
          <VacancyBulkToolbar selectedIds={selectedIds} vacancies={rows} onDone={() => setSelected(new Set())} />
        )}
        <VacancyTable vacancies={rows} showOrganization={manager} selected={selected} onSelectedChange={setSelected} />
        {totalPages > 1 && (
          <Pagination
            label={t('list.pagination')}
            page={page}
            totalPages={totalPages}
            onPage={(next) => update({ page: String(next) })}
          />
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <div role="group" aria-label={t('list.statusFilter')} className="mb-4 flex flex-wrap gap-2">
        {(['', ...vacancyStatuses] as const).map((option) => (
          <Button
            key={option || 'all'}
            size="md"
            variant={status === option ? 'solid' : 'outline'}
            aria-pressed={status === option}
            onClick={() => update({ status: option })}
          >
            {option ? t(`statuses.${option}`) : t('list.allStatuses')}
            {vacancies.data && ` (${option ? (counts[option] ?? 0) : allCount})`}
          </Button>
        ))}
      </div>
      <div
        role="search"
        aria-label={t('list.filters')}
        className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SearchField label={t('list.search')} value={searchText} onChange={setSearchText} />
        {manager && organizations.data && (
          <SelectFilter
            label={t('fields.organizationId')}
            value={query.organizationId}
            onChange={(value) => update({ organization: value })}
          >
            <option value="">{t('list.allOrganizations')}</option>
            {organizations.data.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </SelectFilter>
        )}
        <SelectFilter label={t('list.sort')} value={query.sort} onChange={(value) => update({ sort: value })}>
          {vacancyListSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort.replace('-', 'desc_')}`)}
            </option>
          ))}
        </SelectFilter>
        <div className="flex items-end">
          <PerPageSelector value={pageSize} onChange={(size) => update({ per_page: String(size) })} />
        </div>
      </div>
      {content}
    </>
  );
}
