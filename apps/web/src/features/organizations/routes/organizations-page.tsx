import { SearchField } from '../../../components/ui/search-field.tsx';
import {
  organizationStatuses,
  organizationTypes,
  type OrganizationStatus,
  type OrganizationType,
} from '@volunteerly/contracts/organizations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LazySimpleMap } from '../../../components/ui/lazy-simple-map.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectFilter } from '../../../components/ui/select-filter.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useListSearchParams } from '../../../lib/navigation/use-list-search-params.ts';
import { useAppConfig } from '../../../lib/tenant/app-config.ts';
import { organizationListSorts, useOrganizations } from '../api/list-organizations.ts';
import {
  organizationListQueryOf,
  organizationListViewOf,
  organizationListViews,
} from '../api/organization-list-query.ts';
import { useTargetGroups } from '../api/list-target-groups.ts';
import { isCenterManager } from '../components/center-manager.ts';
import { OrganizationCard } from '../components/organization-card.tsx';
import { OrganizationMapPreview } from '../components/organization-map-preview.tsx';

/** /organizations (public): every approved organisation — every status for centre admins — as a list or on a map. */
export function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const { data: config } = useAppConfig();
  const user = useCurrentUser().data;
  const manager = isCenterManager(user);
  const { params, update, searchText, setSearchText } = useListSearchParams();
  const view = organizationListViewOf(params);
  const query = organizationListQueryOf(params, { manager });
  const status = query.statuses[0] ?? '';
  const organizations = useOrganizations(query);
  const targetGroups = useTargetGroups();
  const filtered = query.search !== '' || query.type !== '' || query.targetGroupId !== '' || status !== '';
  const pendingCount = organizations.data?.statusCounts?.pending ?? 0;

  let content;
  if (organizations.isPending) content = <Spinner label={t('list.loading')} showLabel />;
  else if (organizations.isError) {
    content = (
      <LoadFailedAlert
        title={t('list.loadFailed')}
        error={organizations.error}
        onRetry={() => void organizations.refetch()}
      />
    );
  } else if (organizations.data.organizations.length === 0) {
    content = filtered ? (
      <EmptyState title={t('list.noMatchesTitle')} description={t('list.noMatchesText')} />
    ) : (
      <EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} />
    );
  } else if (view === 'map') {
    const placed = organizations.data.organizations.filter(
      (organization) => organization.address?.latitude != null && organization.address?.longitude != null,
    );
    const unplaced = organizations.data.organizations.length - placed.length;
    content = (
      <>
        <p className="mb-3 text-sm text-muted-700 dark:text-muted-300" aria-live="polite">
          {t('list.onMap', { count: placed.length })}
          {unplaced > 0 && ` ${t('list.notOnMap', { count: unplaced })}`}
        </p>
        <LazySimpleMap
          markers={placed.map((organization) => ({
            id: organization.id,
            latitude: organization.address!.latitude!,
            longitude: organization.address!.longitude!,
            label: organization.name,
          }))}
          tileUrl={config?.mapTileUrl}
          attribution={config?.mapAttribution}
          label={t('list.mapLabel')}
          className="h-[70vh] min-h-[22rem] md:max-h-[48rem]"
          clusterLabel={(count, expands) =>
            expands ? t('list.clusterZoom', { count }) : t('list.clusterPlace', { count })
          }
          renderPreview={(ids) => (
            <OrganizationMapPreview organizations={placed.filter((organization) => ids.includes(organization.id))} />
          )}
        />
      </>
    );
  } else {
    const { totalPages, total, page } = organizations.data;
    content = (
      <>
        <p className="mb-3 text-sm text-muted-700 dark:text-muted-300" aria-live="polite">
          <span>{t('list.total', { count: total })}</span>{' '}
          <span>{manager ? t('list.totalMeaningManager') : t('list.totalMeaningPublic')}</span>
        </p>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {organizations.data.organizations.map((organization) => (
            <li key={organization.id}>
              <OrganizationCard organization={organization} showStatus={manager} />
            </li>
          ))}
        </ul>
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
        title={t('list.title')}
        description={t('list.description')}
        actions={
          manager ? (
            <div className="flex flex-wrap gap-3">
              <Link to="/organizations/approve" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                {t('list.approvals', { count: pendingCount })}
              </Link>
              <Link to="/organizations/add" className={buttonClasses({ size: 'lg', color: 'primary' })}>
                {t('list.add')}
              </Link>
            </div>
          ) : (
            !user && (
              <Link to="/organizations/signup" className={buttonClasses({ size: 'lg', color: 'primary' })}>
                {t('list.signUp')}
              </Link>
            )
          )
        }
      />
      <div
        role="search"
        aria-label={t('list.filters')}
        className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <SearchField label={t('list.search')} value={searchText} onChange={setSearchText} />
        <SelectFilter
          label={t('fields.type')}
          value={query.type}
          onChange={(value) => update({ type: value as OrganizationType })}
        >
          <option value="">{t('list.allTypes')}</option>
          {organizationTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectFilter>
        {targetGroups.data && targetGroups.data.length > 0 && (
          <SelectFilter
            label={t('fields.targetGroups')}
            value={query.targetGroupId ?? ''}
            onChange={(value) => update({ target_group: value })}
          >
            <option value="">{t('list.allTargetGroups')}</option>
            {targetGroups.data.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </SelectFilter>
        )}
        {manager && (
          <SelectFilter
            label={t('fields.status')}
            value={status}
            onChange={(value) => update({ status: value as OrganizationStatus })}
          >
            <option value="">{t('list.allStatuses')}</option>
            {organizationStatuses.map((option) => (
              <option key={option} value={option}>
                {t(`statuses.${option}`)}
              </option>
            ))}
          </SelectFilter>
        )}
        <SelectFilter label={t('list.sort')} value={query.sort} onChange={(value) => update({ sort: value })}>
          {organizationListSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort.replace('-', 'desc_')}`)}
            </option>
          ))}
        </SelectFilter>
      </div>
      <div role="group" aria-label={t('list.view')} className="mb-4 flex gap-2">
        {organizationListViews.map((option) => (
          <Button
            key={option}
            size="md"
            variant={view === option ? 'solid' : 'outline'}
            aria-pressed={view === option}
            onClick={() => update({ view: option === 'list' ? '' : option })}
          >
            {t(`list.views.${option}`)}
          </Button>
        ))}
      </div>
      {content}
    </>
  );
}
