import {
  notificationChannels,
  notificationEventDefinitions,
  notificationEvents,
  type NotificationChannel,
  type NotificationEvent,
} from '@volunteerly/contracts/notification-events';
import type { RoleName } from '@volunteerly/contracts/users';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';

// Which events a person can receive, and which channels they may pick for each. Pure functions.

/**
 * The events a person can receive: account mails and volunteer updates for everyone, an
 * organisation's events for its admins, a centre's for centre admins (super admins get all).
 */
export function receivableEvents(actor: PolicyActor): NotificationEvent[] {
  const has = (name: RoleName) => actor.roles.some((role) => role.name === name || role.name === 'super_admin');
  return notificationEvents.filter((event) => {
    const { audience } = notificationEventDefinitions[event];
    if (audience === 'organization') return has('admin') || has('center_admin');
    if (audience === 'center') return has('center_admin');
    return true;
  });
}

/**
 * The channels a person may pick for an event: those of an event that cannot appear in the app
 * leave the app out; a mandatory event always mails.
 */
export function selectableChannels(event: NotificationEvent): NotificationChannel[] {
  const definition = notificationEventDefinitions[event];
  return notificationChannels.filter((channel) => {
    if (!definition.inApp && (channel === 'in_app' || channel === 'in_app_and_email')) return false;
    if (definition.mandatory && (channel === 'in_app' || channel === 'none')) return false;
    return true;
  });
}

/** The channel that applies without a stored choice (or with one no longer allowed): the widest. */
export function defaultChannel(event: NotificationEvent): NotificationChannel {
  return selectableChannels(event)[0] ?? 'email';
}

/** The channel that applies for a stored choice. */
export function effectiveChannel(
  event: NotificationEvent,
  stored: NotificationChannel | undefined,
): NotificationChannel {
  return stored !== undefined && selectableChannels(event).includes(stored) ? stored : defaultChannel(event);
}
