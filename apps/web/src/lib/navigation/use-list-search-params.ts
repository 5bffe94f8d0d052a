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
  // The address as last written: changes made before the router has rendered
  // the previous ones (a filter picked while the search pause runs out, a sort
  // and a page click in a row) must build on each other. The router renders
  // our writes one by one, so a render of an older write is not the latest
  // address while a newer write is still on its way.
  const latestSearch = useRef(normalizedSearch(location.search));
  const writesOnTheirWay = useRef<string[]>([]);
  useLayoutEffect(() => {
    const rendered = normalizedSearch(location.search);
    const position = writesOnTheirWay.current.indexOf(rendered);
    // An address we did not write (back button, a link) replaces whatever was on its way.
    writesOnTheirWay.current = position === -1 ? [] : writesOnTheirWay.current.slice(position + 1);
    latestSearch.current = writesOnTheirWay.current.at(-1) ?? rendered;
  }, [location.search]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(latestSearch.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    latestSearch.current = next.toString();
    writesOnTheirWay.current.push(latestSearch.current);
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

/** A query string in one spelling (no leading '?'), so an address read back compares equal to the one written. */
function normalizedSearch(search: string): string {
  return new URLSearchParams(search).toString();
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
