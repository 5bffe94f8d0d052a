import {
  vacancyCommitmentKinds,
  vacancyLimits,
  vacancySearchSorts,
  vacancySuitableFor,
  type VacancyCommitmentKind,
  type VacancySearchSort,
  type VacancySuitableFor,
} from '@volunteerly/contracts/vacancies';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toPerPage } from '../../../components/ui/per-page-selector.tsx';
import { oneOf, pageFromSearch } from '../../../lib/navigation/use-list-search-params.ts';
import type { VacancySearchQuery, VogFilter } from '../api/vacancy-search-types.ts';

/** The radii the distance select offers, in km; 25 is the API's default. */
export const distanceOptions = [5, 10, 25, 50, 100] as const;
/** The API's radius when none is asked for. */
export const defaultDistance = 25;
const defaultPageSize = 25;
/** The map asks for the largest page the API gives (decision 007: at most 100). */
export const mapPageSize = vacancyLimits.searchPageSizeMax;

export const searchViews = ['list', 'map'] as const;
export type SearchView = (typeof searchViews)[number];

/** The address-bar parameters that filter the results (cleared together by 'clear filters'). */
export const filterParameters = [
  'q',
  'postcode',
  'lat',
  'lon',
  'distance',
  'category',
  'skill',
  'target_group',
  'organization',
  'remote',
  'commitment',
  'suitable_for',
  'vog',
  'date',
] as const;

const idPattern = /^[1-9][0-9]{0,15}$/;

function idList(value: string | null): string[] {
  return (value ?? '').split(',').filter((id) => idPattern.test(id));
}

function enumList<T extends string>(options: readonly T[], value: string | null): T[] {
  return (value ?? '').split(',').filter((item): item is T => options.includes(item as T));
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** The search as the address bar describes it, each value checked (a shared link may hold anything). */
export function searchStateOf(params: URLSearchParams): { query: VacancySearchQuery; view: SearchView } {
  const view: SearchView = oneOf(searchViews, params.get('view')) || 'list';
  let latitude = coordinate(params.get('lat'), 90);
  let longitude = coordinate(params.get('lon'), 180);
  if (latitude === null || longitude === null) latitude = longitude = null;
  const distance = Number(params.get('distance'));
  const hasPlace = latitude !== null || (params.get('postcode') ?? '') !== '';
  const sort = (oneOf(vacancySearchSorts, params.get('sort')) || 'relevance') as VacancySearchSort;
  return {
    view,
    query: {
      q: params.get('q')?.trim() ?? '',
      postcode: latitude === null ? (params.get('postcode')?.trim() ?? '') : '',
      latitude,
      longitude,
      distanceKm: distanceOptions.find((option) => option === distance) ?? defaultDistance,
      categoryIds: idList(params.get('category')),
      skillIds: idList(params.get('skill')),
      targetGroupIds: idList(params.get('target_group')),
      organizationIds: idList(params.get('organization')),
      remote: params.get('remote') === 'true',
      commitments: enumList<VacancyCommitmentKind>(vacancyCommitmentKinds, params.get('commitment')),
      suitableFor: enumList<VacancySuitableFor>(vacancySuitableFor, params.get('suitable_for')),
      vogRequired: oneOf<Exclude<VogFilter, ''>>(['true', 'false'], params.get('vog')),
      date: /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : '',
      // Sorting by distance needs a place to measure from.
      sort: sort === 'distance' && !hasPlace ? 'relevance' : sort,
      page: view === 'map' ? 1 : pageFromSearch(params),
      pageSize:
        view === 'map' ? mapPageSize : params.get('per_page') ? toPerPage(params.get('per_page')) : defaultPageSize,
    },
  };
}

/** The address-bar parameters with the changes made ('' removes one); any change but the page's goes back to page 1. */
export function paramsWith(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * The search page's whole state in the address bar, so a search can be shared
 * and the back button steps through it: every change is a history entry and
 * goes back to page 1 unless it sets the page. `queryWith` tells what a change
 * would search for, before making it.
 */
export function useVacancySearchParams() {
  const [params, setParams] = useSearchParams();
  const { query, view } = searchStateOf(params);

  // Two changes in quick succession must both land, also before the router has rendered the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = (changes: Record<string, string>) => {
    const next = paramsWith(latest.current, changes);
    // The same search again is no new step in the history.
    if (next.toString() === latest.current.toString()) return;
    latest.current = next;
    setParams(next);
  };

  const queryWith = (changes: Record<string, string>) => searchStateOf(paramsWith(latest.current, changes)).query;

  const clearFilters = () => update(Object.fromEntries(filterParameters.map((name) => [name, ''])));

  return { params, query, view, update, queryWith, clearFilters };
}
