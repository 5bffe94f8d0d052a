import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { notificationTemplateQueryKeys, type NotificationTemplate } from './notification-template-types.ts';

/** GET /api/v1/notification_templates/{id}: one of the centre's own templates. */
export async function showNotificationTemplate(id: string, signal?: AbortSignal): Promise<NotificationTemplate> {
  const document = await apiRequestDocument<NotificationTemplate>(
    `/api/v1/notification_templates/${encodeURIComponent(id)}`,
    { signal },
  );
  return document.data;
}

/** Query options of one template. */
export function notificationTemplateQueryOptions(id: string) {
  return queryOptions({
    queryKey: notificationTemplateQueryKeys.detail(id),
    queryFn: ({ signal }) => showNotificationTemplate(id, signal),
  });
}

/** One template as a query. */
export function useNotificationTemplate(id: string) {
  return useQuery(notificationTemplateQueryOptions(id));
}
