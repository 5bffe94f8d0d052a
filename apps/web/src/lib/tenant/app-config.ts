import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@volunteerly/contracts/tenancy';
import { ApiError } from '../api/api-error.ts';

/** Where the public configuration lives; it needs no tenant headers. */
export const appConfigPath = '/app-config.json';

/**
 * Fetches the public app configuration (domain map, tenants, flags). Its shape
 * is the contract's `appConfigSchema`, checked against the API in its tests;
 * here only that it is the configuration at all (decision 004).
 */
export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const response = await fetch(appConfigPath, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new ApiError({ statusCode: response.status, statusMessage: response.statusText });
  const body: unknown = await response.json();
  if (
    body === null ||
    typeof body !== 'object' ||
    typeof (body as { defaultTenant?: unknown }).defaultTenant !== 'string'
  ) {
    throw new ApiError({ statusCode: 500, statusMessage: 'The app configuration is not readable' });
  }
  return body as AppConfig;
}

/** Query options for the app configuration; it only changes with a deploy, so it never goes stale. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => fetchAppConfig(signal),
  staleTime: Infinity,
});

/** The app configuration as a TanStack Query result (loaded before any page renders). */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
