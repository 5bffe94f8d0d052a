import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import type {
  NotificationTemplatePreviewResource,
  NotificationTemplateResource,
} from '@volunteerly/contracts/resources/notification-templates';
import type { UserLocale } from '@volunteerly/contracts/users';

/** An event's template in a language as the API answers it (camelCased), typed from its contract. */
export type NotificationTemplate = Flattened<NotificationTemplateResource>;

/** A template rendered with sample values. */
export type NotificationTemplatePreview = Flattened<NotificationTemplatePreviewResource>;

/** The texts a centre edits; the API makes the plain-text mail from the HTML one (decision 051). */
export interface NotificationTemplateTexts {
  subject: string;
  htmlBody: string;
  inAppText: string;
}

/** The editor's fields, in order: what a problem the API finds is shown at. */
export const templateFormFields = ['subject', 'htmlBody', 'inAppText'] as const;
export type TemplateFormField = (typeof templateFormFields)[number];

/** An event and a language, and the centre whose version it is (default: the API picks): which template. */
export interface NotificationTemplateKey {
  event: NotificationEvent;
  locale: UserLocale;
  centerId?: number | undefined;
}

/** Query keys of the notification template pages. */
export const notificationTemplateQueryKeys = {
  all: ['notification-templates'] as const,
  list: (centerId: number | undefined) => ['notification-templates', 'list', centerId ?? 'own'] as const,
  detail: (id: string) => ['notification-templates', 'detail', id] as const,
  shipped: (key: NotificationTemplateKey) => ['notification-templates', 'default', key.event, key.locale] as const,
  preview: (key: NotificationTemplateKey, texts: NotificationTemplateTexts) =>
    ['notification-templates', 'preview', key.event, key.locale, key.centerId ?? 'own', texts] as const,
};

/** The body of a create or preview request (snake_cased by the client). */
export function templateBody(key: NotificationTemplateKey, texts: NotificationTemplateTexts) {
  return {
    notificationTemplate: {
      event: key.event,
      locale: key.locale,
      ...(key.centerId === undefined ? {} : { volunteerCenterId: key.centerId }),
      ...texts,
    },
  };
}
