import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { notificationTemplateQueryKeys } from './notification-template-types.ts';

/** DELETE /api/v1/notification_templates/{id}: the event goes back to the default template. */
export async function deleteNotificationTemplate(id: string): Promise<void> {
  await apiRequest(`/api/v1/notification_templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Resetting template `id` as a mutation; the list reloads, the template itself is not asked for again. */
export function useDeleteNotificationTemplate(id: string) {
  return useMutation({
    mutationFn: () => deleteNotificationTemplate(id),
    meta: { invalidates: ['notification-templates'], deletes: notificationTemplateQueryKeys.detail(id) },
  });
}
