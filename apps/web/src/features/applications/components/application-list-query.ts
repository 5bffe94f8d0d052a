import { applicationStatuses } from '@volunteerly/contracts/applications';
import { toPerPage } from '../../../components/ui/per-page-selector.tsx';
import { oneOf, pageFromSearch } from '../../../lib/navigation/use-list-search-params.ts';
import { applicationListSorts, type ApplicationListQuery, type ApplicationListSort } from '../api/list-applications.ts';

const idPattern = /^[1-9][0-9]{0,15}$/;

/**
 * The list's query from the address bar (so it survives reloads and can be
 * shared). Someone without an organisation side only ever sees their own.
 */
export function applicationListQueryFromSearch(
  params: URLSearchParams,
  organizationSide: boolean,
): ApplicationListQuery {
  const scope = organizationSide && params.get('scope') !== 'mine' ? 'managed' : 'mine';
  const status = oneOf(applicationStatuses, params.get('status'));
  const vacancyId = params.get('vacancy_id') ?? '';
  return {
    scope,
    statuses: status ? [status] : [],
    vacancyId: scope === 'managed' && idPattern.test(vacancyId) ? vacancyId : '',
    search: scope === 'managed' ? (params.get('search') ?? '') : '',
    sort: (oneOf(applicationListSorts, params.get('sort')) || '-created_at') as ApplicationListSort,
    page: pageFromSearch(params),
    pageSize: toPerPage(params.get('per_page')),
  };
}
