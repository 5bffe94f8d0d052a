import { notificationEventDefinitions, type NotificationEvent } from '@volunteerly/contracts/notification-events';
import {
  notificationTemplateDocumentSchema,
  notificationTemplateListDocumentSchema,
  notificationTemplatePreviewDocumentSchema,
  type NotificationTemplateResource,
} from '@volunteerly/contracts/resources/notification-templates';
import type { UserLocale } from '@volunteerly/contracts/users';
import { wireDocument } from './wire-document.ts';

/** An event's template in a language: the default unless `id` (an override) is given. */
export function buildNotificationTemplate(
  event: NotificationEvent,
  locale: UserLocale,
  overrides: { id?: string; subject?: string; volunteerCenterId?: number } = {},
): NotificationTemplateResource {
  const definition = notificationEventDefinitions[event];
  const overridden = overrides.id !== undefined;
  return {
    type: 'notification_templates',
    id: overrides.id ?? `${event}.${locale}`,
    attributes: {
      event,
      locale,
      audience: definition.audience,
      mandatory: definition.mandatory,
      inApp: definition.inApp,
      variables: [...definition.variables],
      secretVariables: [...definition.secretVariables],
      overridable: definition.overridable,
      overridden,
      volunteerCenterId: overridden ? (overrides.volunteerCenterId ?? 1) : null,
      subject: overrides.subject ?? 'Je aanmelding voor {{ vacancy }} is {{ status }}',
      htmlBody: '<p>Hallo {{ name }},</p>',
      textBody: 'Hallo {{ name }},',
      inAppText: 'Je aanmelding is {{ status }}.',
      updatedAt: overridden ? '2026-11-01T10:00:00.000Z' : null,
    },
    meta: { abilities: { update: overridden && definition.overridable, destroy: overridden } },
  };
}

/** One template (wire casing). */
export function notificationTemplateDocument(template: NotificationTemplateResource) {
  return wireDocument(notificationTemplateDocumentSchema, { data: template });
}

/** The list of templates of a centre (wire casing); `centers` the ones the user may choose. */
export function notificationTemplateListDocument(
  templates: NotificationTemplateResource[],
  options: { volunteerCenterId?: number; centers?: { id: number; name: string }[] } = {},
) {
  const centers = options.centers ?? [{ id: 1, name: 'Vrijwilligerscentrum Utrecht' }];
  return wireDocument(notificationTemplateListDocumentSchema, {
    data: templates,
    meta: {
      abilities: { create: true },
      total: templates.length,
      volunteerCenterId: options.volunteerCenterId ?? centers[0]!.id,
      centers,
    },
  });
}

/** A preview with the given subject (wire casing). */
export function notificationTemplatePreviewDocument(event: NotificationEvent, locale: UserLocale, subject: string) {
  return wireDocument(notificationTemplatePreviewDocumentSchema, {
    data: {
      type: 'notification_template_previews',
      id: `${event}.${locale}`,
      attributes: {
        event,
        locale,
        subject,
        html: `<!doctype html><html lang="${locale}"><body><p>${subject}</p></body></html>`,
        text: subject,
        inAppText: subject,
        samples: [{ name: 'status', value: 'geaccepteerd' }],
      },
    },
  });
}
