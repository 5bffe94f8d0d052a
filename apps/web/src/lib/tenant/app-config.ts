import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@volunteerly/contracts/tenancy';
import { ApiError } from '../api/api-error.ts';
import { takeBootData } from '../boot/boot-data.ts';

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
  return toAppConfig(await response.json());
}

/** The app configuration in a body, checked only for being the configuration at all (decision 004). */
export function toAppConfig(body: unknown): AppConfig {
  if (
    body === null ||
    typeof body !== 'object' ||
    typeof (body as { defaultTenant?: unknown }).defaultTenant !== 'string'
  ) {
    throw new ApiError({ statusCode: 500, statusMessage: 'The app configuration is not readable' });
  }
  return body as AppConfig;
}

/** The configuration the server wrote into the page, else the API's. */
async function loadAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const booted = takeBootData('appConfig');
  if (booted !== undefined) {
    try {
      return toAppConfig(booted);
    } catch {
      // Not the configuration after all: ask the API.
    }
  }
  return fetchAppConfig(signal);
}

/** Query options for the app configuration; it only changes with a deploy, so it never goes stale. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => loadAppConfig(signal),
  staleTime: Infinity,
});

/** The app configuration as a TanStack Query result (loaded before any page renders). */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
