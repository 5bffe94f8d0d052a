import type { NotificationChannel, NotificationEvent } from '@volunteerly/contracts/notification-events';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { notificationQueryKeys, type NotificationPreference } from './notification-types.ts';

/** GET /api/v1/notification_preferences: a channel per event the person can receive. */
export async function listNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  const document = await apiRequestDocument<NotificationPreference[]>('/api/v1/notification_preferences', { signal });
  return document.data;
}

/** Query options of the person's notification preferences. */
export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationQueryKeys.preferences,
  queryFn: ({ signal }) => listNotificationPreferences(signal),
});

/** The person's notification preferences as a query. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

/** PUT /api/v1/notification_preferences: the channel of the events named. */
export async function updateNotificationPreferences(
  choices: { event: NotificationEvent; channel: NotificationChannel }[],
): Promise<NotificationPreference[]> {
  const document = await apiRequestDocument<NotificationPreference[]>('/api/v1/notification_preferences', {
    method: 'PUT',
    body: { notificationPreferences: choices },
  });
  return document.data;
}

/** Changing preferences as a mutation; the list reloads. */
export function useUpdateNotificationPreferences() {
  return useMutation({
    mutationFn: updateNotificationPreferences,
    meta: { invalidates: ['notification-preferences'] },
  });
}
