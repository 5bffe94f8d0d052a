import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListTotal, useQuotedSearch } from '../../../components/ui/list-total.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { toPerPage } from '../../../components/ui/per-page-selector.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { hasRole, useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useListSearchParams } from '../../../lib/navigation/use-list-search-params.ts';
import { useApplications, type ApplicationListQuery } from '../api/list-applications.ts';
import { ApplicationFilters } from '../components/application-filters.tsx';
import { applicationListQueryFromSearch } from '../components/application-list-query.ts';
import { ApplicationsTable } from '../components/applications-table.tsx';
import { ExportApplicationsButton } from '../components/export-applications-button.tsx';
import { MyApplicationsList } from '../components/my-applications-list.tsx';
import { ScopeToggle } from '../components/scope-toggle.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';

/** The first page of one's own applications: it tells whether an admin also applied somewhere. */
const ownApplicationsProbe: ApplicationListQuery = {
  scope: 'mine',
  statuses: [],
  vacancyId: '',
  search: '',
  sort: '-created_at',
  page: 1,
  pageSize: toPerPage(null),
};

/**
 * /applications: a volunteer's own applications; organisation and centre
 * admins the applications to their vacancies (with a toggle to their own when
 * they applied somewhere themselves).
 */
export function ApplicationsPage() {
  const { t } = useTranslation('applications');
  const user = useCurrentUser();
  if (user.isPending) return <Spinner label={t('list.loading')} showLabel />;
  if (user.isError) {
    return <LoadFailedAlert title={t('list.loadFailed')} error={user.error} onRetry={() => void user.refetch()} />;
  }
  const centre = hasRole(user.data, 'super_admin') || hasRole(user.data, 'center_admin');
  return <ApplicationsView organizationSide={centre || hasRole(user.data, 'admin')} centre={centre} />;
}

function ApplicationsView({ organizationSide, centre }: { organizationSide: boolean; centre: boolean }) {
  const { t } = useTranslation('applications');
  const { params, update, searchText, setSearchText } = useListSearchParams();
  const quoted = useQuotedSearch();
  const query = applicationListQueryFromSearch(params, organizationSide);
  const managed = query.scope === 'managed';
  const applications = useApplications(query);
  const ownApplications = useApplications(ownApplicationsProbe, organizationSide);
  const showToggle = organizationSide && (!managed || (ownApplications.data?.total ?? 0) > 0);
  const filtered = query.statuses.length > 0 || query.search !== '' || query.vacancyId !== '';
  const vacancyTitle = applications.data?.applications.find(
    (application) => application.vacancyId === query.vacancyId,
  )?.vacancyTitle;
  const activeFilters = [
    ...query.statuses.map((status) => t(`statuses.${status}`)),
    query.vacancyId && vacancyTitle ? quoted(vacancyTitle) : '',
    query.search ? quoted(query.search) : '',
  ].filter(Boolean);

  let content;
  if (applications.isPending) content = <Spinner label={t('list.loading')} showLabel />;
  else if (applications.isError) {
    content = (
      <LoadFailedAlert
        title={t('list.loadFailed')}
        error={applications.error}
        onRetry={() => void applications.refetch()}
      />
    );
  } else if (applications.data.applications.length === 0) {
    if (filtered) content = <EmptyState title={t('list.noMatchesTitle')} description={t('list.noMatchesText')} />;
    else if (managed) content = <EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} />;
    else {
      content = (
        <EmptyState
          title={t('list.mineEmptyTitle')}
          description={t('list.mineEmptyText')}
          action={
            <ButtonLink to="/vacancies/search" color="primary" size="lg">
              {t('list.findVacancies')}
            </ButtonLink>
          }
        />
      );
    }
  } else {
    const { totalPages, total, page } = applications.data;
    content = (
      <>
        <ListTotal total={t('list.total', { count: total })} filters={activeFilters} />
        {managed ? (
          <ApplicationsTable applications={applications.data.applications} showOrganization={centre} />
        ) : (
          <MyApplicationsList applications={applications.data.applications} />
        )}
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
      <PageHeader
        title={managed ? t('list.title') : t('list.mineTitle')}
        description={managed ? t('list.description') : t('list.mineDescription')}
        actions={managed && <ExportApplicationsButton filter={query} />}
      />
      {showToggle && (
        <ScopeToggle
          scope={query.scope}
          centre={centre}
          onChange={(scope) => update({ scope: scope === 'mine' ? 'mine' : '' })}
        />
      )}
      {query.vacancyId !== '' && (
        <div className="mb-6">
          <Alert
            color="info"
            title={t('list.vacancyFilter', {
              title: vacancyTitle ?? t('list.vacancyFallback', { id: query.vacancyId }),
            })}
            actions={
              <Button size="md" variant="outline" onClick={() => update({ vacancy_id: '' })}>
                {t('list.clearVacancy')}
              </Button>
            }
          >
            {t('list.vacancyFilterText')}
          </Alert>
        </div>
      )}
      <StatusTabs
        value={query.statuses[0] ?? ''}
        counts={applications.data?.statusCounts}
        onChange={(status) => update({ status })}
      />
      <ApplicationFilters
        searchText={searchText}
        onSearchText={setSearchText}
        showSearch={managed}
        sort={query.sort}
        pageSize={toPerPage(query.pageSize)}
        onChange={update}
      />
      {content}
    </>
  );
}
