import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import type { UserLocale } from '@volunteerly/contracts/users';
import { renderLiquid } from '../mail/notification-liquid.ts';

/**
 * The short in-app line of an event from its shipped template. Stands in until the editable
 * templates' `renderInAppText` (notification-templates) lands; a text that does not render gives
 * the event's name rather than losing the notification.
 */
export function shippedInAppText(
  event: NotificationEvent,
  locale: UserLocale,
  values: Record<string, unknown>,
): string {
  try {
    return renderLiquid('plain', shippedNotificationTemplates[event][locale].inAppText, values)
      .replace(/\s+/g, ' ')
      .trim();
  } catch {
    return event;
  }
}
