import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const searchDelayMs = 300;

/**
 * A list page's state in the address bar (so it survives reloads and can be
 * shared): `update` sets or clears parameters and goes back to page 1 unless
 * the page itself changes; the search text follows the box after a pause in
 * typing.
 */
export function useListSearchParams(searchParameter = 'search') {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const committedSearch = params.get(searchParameter) ?? '';
  const [searchText, setSearchText] = useState(committedSearch);
  // The address as last written: two changes before the next render (a filter
  // picked while the search pause runs out) must build on each other, and the
  // router hands both the same, older parameters.
  const latestSearch = useRef(location.search);
  useLayoutEffect(() => {
    latestSearch.current = location.search;
  }, [location.search]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(latestSearch.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    latestSearch.current = `?${next.toString()}`;
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (searchText.trim() === committedSearch) return;
    const timer = setTimeout(() => update({ [searchParameter]: searchText.trim() }), searchDelayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  return { params, update, searchText, setSearchText };
}

/** A positive page number from the address bar (1 when absent or malformed). */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The value when it is one of the options, else ''. */
export function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return options.find((option) => option === value) ?? '';
}
