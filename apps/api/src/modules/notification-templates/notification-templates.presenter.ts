import { notificationEventDefinitions, type NotificationEvent } from '@volunteerly/contracts/notification-events';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import type { NotificationTemplateResource } from '@volunteerly/contracts/resources/notification-templates';
import type { UserLocale } from '@volunteerly/contracts/users';
import { resource } from '../../platform/http/json-api.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import { canEditTemplate, isOverridableEvent } from './notification-templates.policy.ts';
import type { NotificationTemplateRow } from './notification-templates.schema.ts';

/** An event's template in a language as the tenant sends it: its own when it saved one. */
export interface EffectiveTemplate {
  event: NotificationEvent;
  locale: UserLocale;
  row: NotificationTemplateRow | undefined;
}

/**
 * An event's template as a `notification_templates` resource: the tenant's own (id of the saved
 * template) or the shipped default (id `{event}.{locale}`), with what the event offers.
 */
export function presentNotificationTemplate(
  template: EffectiveTemplate,
  actor: PolicyActor | undefined,
): NotificationTemplateResource {
  const { event, locale, row } = template;
  const definition = notificationEventDefinitions[event];
  const shipped = shippedNotificationTemplates[event][locale];
  const texts = row ?? shipped;
  const changes = row !== undefined && isOverridableEvent(event) && canEditTemplate(actor, row);
  return {
    ...resource('notification_templates', row ? String(row.id) : `${event}.${locale}`, {
      event,
      locale,
      audience: definition.audience,
      mandatory: definition.mandatory,
      inApp: definition.inApp,
      variables: [...definition.variables],
      secretVariables: [...definition.secretVariables],
      overridable: definition.overridable,
      overridden: row !== undefined,
      volunteerCenterId: row ? row.volunteerCenterId : null,
      subject: texts.subject,
      htmlBody: texts.htmlBody,
      textBody: texts.textBody,
      inAppText: texts.inAppText,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    }),
    meta: {
      abilities: {
        update: changes,
        destroy: row !== undefined && canEditTemplate(actor, row),
      },
    },
  };
}
