import { SearchField } from '../../../components/ui/search-field.tsx';
import {
  roleNames,
  userListSorts,
  userStatuses,
  type RoleName,
  type UserListSort,
  type UserStatus,
} from '@volunteerly/contracts/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnHeader, DataTable } from '../../../components/ui/table.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListTotal, useQuotedSearch } from '../../../components/ui/list-total.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectFilter } from '../../../components/ui/select-filter.tsx';
import { useListSearchParams } from '../../../lib/navigation/use-list-search-params.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PerPageSelector, toPerPage } from '../../../components/ui/per-page-selector.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useUsers, type UserListQuery } from '../api/list-users.ts';
import { UserStatusBadge } from '../components/user-status-badge.tsx';

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return options.find((option) => option === value) ?? '';
}

/** The list's query, read from the address bar so it survives reloads and can be shared. */
function queryFromSearch(params: URLSearchParams): UserListQuery {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: oneOf(userStatuses, params.get('status')),
    role: oneOf(roleNames, params.get('role')),
    sort: (oneOf(userListSorts, params.get('sort')) || 'last_name') as UserListSort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: toPerPage(params.get('per_page')),
  };
}

/** /users: the tenant's users with search, filters, sort, page size and pages. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const { params, update, searchText, setSearchText } = useListSearchParams();
  const quoted = useQuotedSearch();
  const query = queryFromSearch(params);
  const users = useUsers(query);
  const currentUser = useCurrentUser();

  const filtered = query.search !== '' || query.status !== '' || query.role !== '';
  const activeFilters = [
    query.status ? t(`statuses.${query.status}`) : '',
    query.role ? t(`roles.${query.role}`) : '',
    query.search ? quoted(query.search) : '',
  ].filter(Boolean);
  let content;
  if (users.isPending) content = <Spinner label={t('list.loading')} showLabel />;
  else if (users.isError) {
    content = <LoadFailedAlert title={t('list.loadFailed')} error={users.error} onRetry={() => void users.refetch()} />;
  } else if (users.data.users.length === 0) {
    content = filtered ? (
      <EmptyState title={t('list.noMatchesTitle')} description={t('list.noMatchesText')} />
    ) : (
      <EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} />
    );
  } else {
    const { totalPages, total, page } = users.data;
    content = (
      <>
        <ListTotal total={t('list.total', { count: total })} filters={activeFilters} />
        <DataTable
          caption={t('list.caption')}
          columns={
            <>
              <ColumnHeader>{t('fields.name')}</ColumnHeader>
              <ColumnHeader>{t('fields.email')}</ColumnHeader>
              <ColumnHeader>{t('fields.status')}</ColumnHeader>
              <ColumnHeader>{t('fields.organizations')}</ColumnHeader>
            </>
          }
        >
          {users.data.users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="px-4 py-3 text-start font-normal">
                <Link
                  to={`/users/${user.id}`}
                  className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
                >
                  {user.fullName || user.email}
                </Link>
              </th>
              <td className="px-4 py-3 break-all">{user.email}</td>
              <td className="px-4 py-3">
                <UserStatusBadge status={user.status} />
              </td>
              <td className="px-4 py-3">
                {(user.organizations ?? []).map((organization) => organization.name).join(', ') || '—'}
              </td>
            </tr>
          ))}
        </DataTable>
        <Pagination
          label={t('list.pagination')}
          page={page}
          totalPages={totalPages}
          onPage={(next) => update({ page: String(next) })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          currentUser.data?.meta.abilities.createUsers && (
            <Link to="/users/add" className={buttonClasses({ size: 'lg', color: 'primary' })}>
              {t('list.add')}
            </Link>
          )
        }
      />
      <div
        role="search"
        className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t('list.filters')}
      >
        <SearchField label={t('list.search')} value={searchText} onChange={setSearchText} />
        <SelectFilter
          label={t('fields.status')}
          value={query.status}
          onChange={(value) => update({ status: value as UserStatus })}
        >
          <option value="">{t('list.allStatuses')}</option>
          {userStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          label={t('fields.role')}
          value={query.role}
          onChange={(value) => update({ role: value as RoleName })}
        >
          <option value="">{t('list.allRoles')}</option>
          {roleNames.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter label={t('list.sort')} value={query.sort} onChange={(value) => update({ sort: value })}>
          {userListSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort.replace('-', 'desc_')}`)}
            </option>
          ))}
        </SelectFilter>
      </div>
      <div className="mb-4 flex justify-end">
        <PerPageSelector value={query.pageSize} onChange={(size) => update({ per_page: String(size) })} />
      </div>
      {content}
    </>
  );
}
