import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { findAuditEventsInvolving, scrubAuditEvent } from '../audit/audit.repository.ts';
import { deleteCapturedMailsOf } from '../dev-mail/dev-mail.repository.ts';
import { forgetNotificationMailsTo, forgetNotificationsAbout } from '../notifications/notify.ts';
import { deleteUserRow } from './users.repository.ts';
import type { UserRow } from './users.schema.ts';

// Keys of audit details that name or identify a person or a device.
const identifyingKey = /(user_?id|userId|email|name|phone|postcode|ip|client|token)/i;

/**
 * An audit event's details without anything that identifies the person: keys
 * that name people or devices, and values mentioning one of the needles (their
 * e-mail address, names, phone, postcode or id). What remains (reason, via,
 * role names, statuses) keeps the statistics meaningful.
 */
export function scrubDetails(
  details: Record<string, unknown>,
  needles: { texts: string[]; id: number },
): Record<string, unknown> {
  const texts = needles.texts.map((text) => text.trim().toLowerCase()).filter((text) => text.length > 0);
  const mentions = (value: unknown): boolean => {
    if (value === needles.id || value === String(needles.id)) return true;
    if (typeof value === 'string') return texts.some((text) => value.toLowerCase().includes(text));
    if (Array.isArray(value)) return value.some(mentions);
    if (value && typeof value === 'object') return Object.values(value).some(mentions);
    return false;
  };
  return Object.fromEntries(
    Object.entries(details).filter(([key, value]) => !identifyingKey.test(key) && !mentions(value)),
  );
}

/**
 * Erases a user inside the caller's transaction: their audit events lose
 * details and IP address (the rows stay, so counts stay right; the foreign keys
 * null the actor and subject), mail captured for them and the mail jobs to them are deleted,
 * then the user row (roles, sessions and notifications cascade). A `user_deleted` event records
 * who did it.
 */
export async function eraseUser(
  scope: TenantScope,
  user: UserRow,
  by: { actorUserId: number | null; via: 'self' | 'administrator' },
): Promise<void> {
  const needles = {
    id: user.id,
    texts: [user.email, user.unconfirmedEmail, user.firstName, user.lastName, user.phone, user.postcode].filter(
      (text): text is string => typeof text === 'string' && text.trim().length >= 2,
    ),
  };
  for (const event of await findAuditEventsInvolving(scope, user.id)) {
    await scrubAuditEvent(scope, event.id, scrubDetails(event.details, needles));
  }
  await deleteCapturedMailsOf(scope, user.email);
  if (user.unconfirmedEmail) await deleteCapturedMailsOf(scope, user.unconfirmedEmail);
  await forgetNotificationMailsTo(scope, [user.email, ...(user.unconfirmedEmail ? [user.unconfirmedEmail] : [])]);
  await forgetNotificationsAbout(scope, user.id);
  await deleteUserRow(scope, user.id);
  await insertAuditEvent(scope, {
    action: 'user_deleted',
    actorUserId: by.via === 'self' ? null : by.actorUserId,
    details: { via: by.via },
  });
}
