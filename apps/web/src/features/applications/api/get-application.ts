import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { applicationsQueryKeys, type Application } from './application-types.ts';

/** GET /api/v1/applications/{id}: the application with its history (and notes for the organisation side). */
export async function getApplication(id: string, signal?: AbortSignal): Promise<Application> {
  const document = await apiRequestDocument<Application>(`/api/v1/applications/${encodeURIComponent(id)}`, { signal });
  return document.data;
}

/** Query options of one application. */
export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationsQueryKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

/** One application as a query (idle without an id). */
export function useApplication(id: string) {
  return useQuery({ ...applicationQueryOptions(id), enabled: id !== '' });
}
