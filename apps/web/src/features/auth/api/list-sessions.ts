import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { SessionResource } from '@volunteerly/contracts/resources/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** One signed-in device of the user (a `sessions` resource). */
export type DeviceSession = Flattened<SessionResource>;

/** Query key of the user's devices. */
export const sessionsQueryKey = ['sessions'] as const;

/** GET /api/v1/sessions: the signed-in user's devices. */
export async function listSessions(signal?: AbortSignal): Promise<DeviceSession[]> {
  const document = await apiRequestDocument<DeviceSession[]>('/api/v1/sessions', { signal });
  return document.data;
}

/** Query options of the user's devices. */
export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => listSessions(signal),
});

/** The user's devices as a query. */
export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
