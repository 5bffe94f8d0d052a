import { MutationCache, partialMatchKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import './resource-types.ts';

const maxRetries = 2;

/** Retries only what may pass on a second try: network trouble and 5xx, never a client error. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  return !(isApiError(error) && error.statusCode < 500);
}

/**
 * The app's TanStack Query client: all server state lives here (ARCHITECTURE.md).
 * One rule refreshes the cache after a change (spec §7): a mutation that
 * succeeds invalidates every query of the resource types in its
 * `meta.invalidates` (lib/api/resource-types.ts); pages add no code for it. The record a
 * mutation deletes (`meta.deletes`) is marked stale but not asked for again.
 * Tests pass `retries: false` so a failed call fails at once.
 */
export function createQueryClient(options: { retries?: boolean } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const types = mutation.meta?.invalidates ?? [];
        const deleted = mutation.meta?.deletes;
        const isDeleted = (queryKey: QueryKey) => deleted !== undefined && partialMatchKey(queryKey, deleted);
        if (deleted) await queryClient.invalidateQueries({ queryKey: deleted, refetchType: 'none' });
        await Promise.all(
          types.map((type) =>
            queryClient.invalidateQueries({ queryKey: [type], predicate: (query) => !isDeleted(query.queryKey) }),
          ),
        );
      },
    }),
    defaultOptions: {
      queries: {
        retry: options.retries === false ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
