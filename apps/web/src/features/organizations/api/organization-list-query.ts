import { organizationStatuses, organizationTypes } from '@volunteerly/contracts/organizations';
import { oneOf, pageFromSearch } from '../../../lib/navigation/use-list-search-params.ts';
import { organizationListSorts, type OrganizationListQuery, type OrganizationListSort } from './list-organizations.ts';

/** Cards per page in the list view; the map shows up to this many markers. */
export const organizationListPageSize = 24;
export const organizationMapPageSize = 500;

export const organizationListViews = ['list', 'map'] as const;
export type OrganizationListView = (typeof organizationListViews)[number];

/** The view the address bar asks for (the list unless it says map). */
export function organizationListViewOf(params: URLSearchParams): OrganizationListView {
  return oneOf(organizationListViews, params.get('view')) || 'list';
}

/**
 * The organisations list as the address bar describes it, each value checked (a shared link may
 * hold anything). Only centre managers filter by status. The page and the route's loader (which
 * loads the list before the page renders, decision 021) both read it from here.
 */
export function organizationListQueryOf(params: URLSearchParams, options: { manager: boolean }): OrganizationListQuery {
  const view = organizationListViewOf(params);
  const status = options.manager ? oneOf(organizationStatuses, params.get('status')) : '';
  return {
    search: params.get('search') ?? '',
    type: oneOf(organizationTypes, params.get('type')),
    targetGroupId: /^[1-9][0-9]{0,15}$/.test(params.get('target_group') ?? '') ? params.get('target_group')! : '',
    statuses: status ? [status] : [],
    sort: (oneOf(organizationListSorts, params.get('sort')) || 'name') as OrganizationListSort,
    page: view === 'map' ? 1 : pageFromSearch(params),
    pageSize: view === 'map' ? organizationMapPageSize : organizationListPageSize,
  };
}
