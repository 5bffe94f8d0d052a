import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

const maxRetries = 2;

/** Retries only what may pass on a second try: network trouble and 5xx, never a client error. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  return !(isApiError(error) && error.statusCode < 500);
}

/** The app's TanStack Query client: all server state lives here (ARCHITECTURE.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
