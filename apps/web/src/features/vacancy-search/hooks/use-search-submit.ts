import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { fieldNameOfPointer } from '../../../lib/api/api-problems.ts';
import { vacancySearchQueryOptions } from '../api/search-vacancies.ts';
import type { VacancySearchQuery } from '../api/vacancy-search-types.ts';

/** True when the API refused the search because of the postcode (a 422 pointing at it). */
export function isPostcodeProblem(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode !== 422) return false;
  return error.errors.some(
    (item) =>
      item.source?.parameter === 'postcode' ||
      item.code?.startsWith('postcode') ||
      (item.source?.pointer !== undefined && fieldNameOfPointer(item.source.pointer) === 'postcode'),
  );
}

/**
 * Submits the search form. A new postcode is looked up first: one the API does not know changes
 * nothing (the results and filters on screen stay, the form says what is wrong); otherwise the
 * address changes and the answer is already in the cache.
 */
export function useSearchSubmit({
  query,
  queryWith,
  update,
}: {
  query: VacancySearchQuery;
  queryWith: (changes: Record<string, string>) => VacancySearchQuery;
  update: (changes: Record<string, string>) => void;
}) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  /** Resolves false when the postcode is unknown (and nothing changed). */
  const submit = async (changes: Record<string, string>): Promise<boolean> => {
    const next = queryWith(changes);
    if (checking) return true;
    if (next.postcode !== '' && next.postcode !== query.postcode) {
      setChecking(true);
      try {
        await queryClient.fetchQuery(vacancySearchQueryOptions(next));
      } catch (error) {
        if (isPostcodeProblem(error)) return false;
        // Any other failure shows on the page as the search's own, with 'try again'.
      } finally {
        setChecking(false);
      }
    }
    update(changes);
    return true;
  };

  return { submit, checking };
}
