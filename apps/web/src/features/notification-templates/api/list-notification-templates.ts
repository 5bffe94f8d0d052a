import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { notificationTemplateQueryKeys, type NotificationTemplate } from './notification-template-types.ts';

/** GET /api/v1/notification_templates: every event in both languages (at most a few dozen, one page). */
export async function listNotificationTemplates(signal?: AbortSignal): Promise<NotificationTemplate[]> {
  const document = await apiRequestDocument<NotificationTemplate[]>('/api/v1/notification_templates', { signal });
  return document.data;
}

/** Query options of the centre's templates. */
export const notificationTemplatesQueryOptions = queryOptions({
  queryKey: notificationTemplateQueryKeys.list,
  queryFn: ({ signal }) => listNotificationTemplates(signal),
});

/** The centre's templates as a query. */
export function useNotificationTemplates() {
  return useQuery(notificationTemplatesQueryOptions);
}
