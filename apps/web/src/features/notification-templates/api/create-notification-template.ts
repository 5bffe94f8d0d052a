import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import {
  templateBody,
  type NotificationTemplate,
  type NotificationTemplateKey,
  type NotificationTemplateTexts,
} from './notification-template-types.ts';

/** POST /api/v1/notification_templates; a text the API refuses answers 422 on its field, an existing one 409. */
export async function createNotificationTemplate(
  input: NotificationTemplateKey & { texts: NotificationTemplateTexts },
): Promise<NotificationTemplate> {
  const document = await apiRequestDocument<NotificationTemplate>('/api/v1/notification_templates', {
    method: 'POST',
    body: templateBody(input, input.texts),
  });
  return document.data;
}

/** Saving the centre's own template as a mutation; the list reloads. */
export function useCreateNotificationTemplate() {
  return useMutation({ mutationFn: createNotificationTemplate, meta: { invalidates: ['notification-templates'] } });
}
