import type { DataSubject, PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { forgetUserInAuditEvents } from './audit-personal-data.repository.ts';
import { findAuditEventsAboutUser, findAuditEventsInvolving, scrubAuditEvent } from './audit.repository.ts';

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

/** What identifies the person in free text: their addresses, names, phone and postcode. */
function needlesOf(person: DataSubject): { texts: string[]; id: number } {
  return {
    id: person.id,
    texts: [
      person.email,
      person.unconfirmedEmail,
      person.firstName,
      person.lastName,
      person.phone,
      person.postcode,
    ].filter((text): text is string => typeof text === 'string' && text.trim().length >= 2),
  };
}

const keptBecause = 'the audit log keeps its counts; the event loses its IP address and every detail naming them';

/** The audit log: the events they did or that were about them. Erasure keeps the events, anonymised. */
export const auditPersonalData = {
  module: 'audit',
  tables: [
    { table: 'audit_events', column: 'actor_user_id', section: 'audit_events', erase: 'anonymise', keptBecause },
    { table: 'audit_events', column: 'subject_user_id', section: 'audit_events', erase: 'anonymise', keptBecause },
  ],
  async export(scope, person) {
    const events = await findAuditEventsAboutUser(scope, person.id);
    return {
      audit_events: events.map((event) => ({
        action: event.action,
        as: event.actorUserId === person.id ? 'actor' : 'subject',
        details: event.details,
        // The address is theirs only when they acted themselves.
        ip_address: event.actorUserId === person.id ? event.ipAddress : null,
        created_at: event.createdAt.toISOString(),
      })),
    };
  },
  async erase(scope, person) {
    const needles = needlesOf(person);
    for (const event of await findAuditEventsInvolving(scope, person.id)) {
      await scrubAuditEvent(scope, event.id, scrubDetails(event.details, needles));
    }
    await forgetUserInAuditEvents(scope, person.id);
  },
} as const satisfies PersonalDataPart;
