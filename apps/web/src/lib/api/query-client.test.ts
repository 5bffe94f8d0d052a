import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';
import type { ResourceType } from './resource-types.ts';

const vacancy = ['vacancies', 'detail', '1'] as const;
const search = ['vacancies', 'search', 'results', { q: 'taal' }] as const;
const users = ['users', 'list'] as const;

/** A client holding three cached queries, after one mutation that names `invalidates`. */
async function afterMutation(
  invalidates: readonly ResourceType[],
  outcome: 'succeeds' | 'fails',
): Promise<QueryClient> {
  const queryClient = createQueryClient();
  for (const key of [vacancy, search, users]) queryClient.setQueryData(key, {});
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => (outcome === 'succeeds' ? Promise.resolve('saved') : Promise.reject(new Error('refused'))),
    meta: { invalidates },
  });
  await mutation.execute(undefined).catch(() => undefined);
  return queryClient;
}

const isInvalidated = (queryClient: QueryClient, queryKey: readonly [ResourceType, ...unknown[]]) =>
  queryClient.getQueryCache().find({ queryKey, exact: true })?.state.isInvalidated;

describe('the query client', () => {
  it('refreshes every query of the resource types a successful mutation names, and no others', async () => {
    const queryClient = await afterMutation(['vacancies'], 'succeeds');
    expect(isInvalidated(queryClient, vacancy)).toBe(true);
    expect(isInvalidated(queryClient, search)).toBe(true);
    expect(isInvalidated(queryClient, users)).toBe(false);
  });

  it('leaves the cache alone when the mutation fails', async () => {
    const queryClient = await afterMutation(['vacancies', 'users'], 'fails');
    expect(isInvalidated(queryClient, vacancy)).toBe(false);
    expect(isInvalidated(queryClient, users)).toBe(false);
  });

  it('retries network trouble and server errors, never a client error', () => {
    expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetry(2, new TypeError('fetch failed'))).toBe(false);
    expect(shouldRetry(0, new ApiError({ statusCode: 503 }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ statusCode: 422 }))).toBe(false);
  });
});
