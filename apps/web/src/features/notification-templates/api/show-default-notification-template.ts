import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import {
  notificationTemplateQueryKeys,
  type NotificationTemplate,
  type NotificationTemplateKey,
} from './notification-template-types.ts';

/** GET /api/v1/notification_templates/defaults: the shipped template of an event in a language. */
export async function showDefaultNotificationTemplate(
  key: NotificationTemplateKey,
  signal?: AbortSignal,
): Promise<NotificationTemplate> {
  const document = await apiRequestDocument<NotificationTemplate>('/api/v1/notification_templates/defaults', {
    query: { event: key.event, locale: key.locale },
    signal,
  });
  return document.data;
}

/** The shipped template as a query (what a new override starts from). */
export function useDefaultNotificationTemplate(key: NotificationTemplateKey | undefined) {
  return useQuery(
    queryOptions({
      queryKey: notificationTemplateQueryKeys.shipped(key ?? { event: 'confirmation', locale: 'nl' }),
      queryFn: ({ signal }) => showDefaultNotificationTemplate(key!, signal),
      enabled: key !== undefined,
      staleTime: Infinity,
    }),
  );
}
