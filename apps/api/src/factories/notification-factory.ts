import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { insertNotification, updateReadState } from '../modules/notifications/notifications.repository.ts';
import type { NotificationRow, NotificationSubjectType } from '../modules/notifications/notifications.schema.ts';
import { nextSequence } from './sequence.ts';

/** Inserts an unread in-app notification for a person (about a new application unless overridden). */
export async function createNotification(
  database: Database,
  recipient: { tenantId: number; id: number },
  overrides: {
    event?: NotificationEvent;
    text?: string;
    path?: string | null;
    subject?: { type: NotificationSubjectType; id: number };
    read?: boolean;
    /** When it happened (now unless given), as the demo dates its notifications in the past. */
    createdAt?: Date;
  } = {},
): Promise<NotificationRow> {
  const number = nextSequence();
  return withTenant(database, recipient.tenantId, async (scope) => {
    const row = await insertNotification(scope, {
      userId: recipient.id,
      event: overrides.event ?? 'application_new',
      text: overrides.text ?? `Nieuwe aanmelding voor Vrijwilliger gezocht ${number}`,
      path: overrides.path === undefined ? sitePaths.application(number) : overrides.path,
      subjectType: overrides.subject?.type ?? 'application',
      subjectId: overrides.subject?.id ?? number,
      values: {},
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    });
    if (!overrides.read) return row;
    return (await updateReadState(scope, recipient.id, row.id, true)) ?? row;
  });
}
