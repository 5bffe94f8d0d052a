import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** DELETE /api/v1/notification_templates/{id}: the event goes back to the default template. */
export async function deleteNotificationTemplate(id: string): Promise<void> {
  await apiRequest(`/api/v1/notification_templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Resetting a template as a mutation; the list reloads. */
export function useDeleteNotificationTemplate() {
  return useMutation({ mutationFn: deleteNotificationTemplate, meta: { invalidates: ['notification-templates'] } });
}
