import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import {
  notificationTemplateQueryKeys,
  templateBody,
  type NotificationTemplateKey,
  type NotificationTemplatePreview,
  type NotificationTemplateTexts,
} from './notification-template-types.ts';

/** POST /api/v1/notification_templates/preview: unsaved texts rendered with sample values. */
export async function previewNotificationTemplate(
  key: NotificationTemplateKey,
  texts: NotificationTemplateTexts,
  signal?: AbortSignal,
): Promise<NotificationTemplatePreview> {
  const document = await apiRequestDocument<NotificationTemplatePreview>('/api/v1/notification_templates/preview', {
    method: 'POST',
    body: templateBody(key, texts),
    signal,
  });
  return document.data;
}

/**
 * The preview of (debounced) texts as a query: it reads, so it caches by its texts; while new texts
 * render the last preview stays on screen.
 */
export function useNotificationTemplatePreview(key: NotificationTemplateKey, texts: NotificationTemplateTexts) {
  return useQuery(
    queryOptions({
      queryKey: notificationTemplateQueryKeys.preview(key, texts),
      queryFn: ({ signal }) => previewNotificationTemplate(key, texts, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
