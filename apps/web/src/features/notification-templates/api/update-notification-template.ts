import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { NotificationTemplate, NotificationTemplateTexts } from './notification-template-types.ts';

/** PATCH /api/v1/notification_templates/{id}: the template's texts. */
export async function updateNotificationTemplate(change: {
  id: string;
  texts: NotificationTemplateTexts;
}): Promise<NotificationTemplate> {
  const document = await apiRequestDocument<NotificationTemplate>(
    `/api/v1/notification_templates/${encodeURIComponent(change.id)}`,
    { method: 'PATCH', body: { notificationTemplate: change.texts } },
  );
  return document.data;
}

/** Changing a template as a mutation; the list and the template reload. */
export function useUpdateNotificationTemplate() {
  return useMutation({ mutationFn: updateNotificationTemplate, meta: { invalidates: ['notification-templates'] } });
}
