import { and, asc, eq, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { users } from '../users/users.schema.ts';
import { personName } from './applications.repository.ts';
import { applicationEvents, applicationNotes, type ApplicationRow } from './applications.schema.ts';

// An application's history, the organisation's notes and the audit trail of status moves.

/** One step of an application's history, with the name of whoever made it. */
export interface ApplicationHistoryEntry {
  fromStatus: ApplicationRow['status'] | null;
  toStatus: ApplicationRow['status'];
  note: string | null;
  stopReason: ApplicationRow['stopReason'];
  stopReasonDetail: string | null;
  /** The step took back the one before it. */
  undo: boolean;
  actorName: string | null;
  createdAt: Date;
}

/** A note of the organisation side, with its author's name. */
export interface ApplicationNote {
  id: number;
  body: string;
  authorName: string | null;
  createdAt: Date;
}

/** Appends a step to an application's history. */
export async function insertApplicationEvent(
  scope: TenantScope,
  values: {
    applicationId: number;
    actorUserId: number | null;
    fromStatus: ApplicationRow['status'] | null;
    toStatus: ApplicationRow['status'];
    note?: string | null;
    stopReason?: ApplicationRow['stopReason'];
    stopReasonDetail?: string | null;
    undo?: boolean;
  },
): Promise<void> {
  await scope.transaction.insert(applicationEvents).values({ ...values, tenantId: scope.tenantId });
}

/** An application's history, oldest first. */
export async function findApplicationHistory(
  scope: TenantScope,
  applicationId: number,
): Promise<ApplicationHistoryEntry[]> {
  return scope.transaction
    .select({
      fromStatus: applicationEvents.fromStatus,
      toStatus: applicationEvents.toStatus,
      note: applicationEvents.note,
      stopReason: applicationEvents.stopReason,
      stopReasonDetail: applicationEvents.stopReasonDetail,
      undo: applicationEvents.undo,
      actorName: sql<string | null>`coalesce(${personName(users)}, ${users.email})`,
      createdAt: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorUserId))
    .where(and(ofTenant(applicationEvents, scope), eq(applicationEvents.applicationId, applicationId)))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

const noteColumns = {
  id: applicationNotes.id,
  body: applicationNotes.body,
  authorName: sql<string | null>`coalesce(${personName(users)}, ${users.email})`,
  createdAt: applicationNotes.createdAt,
};

/** The organisation's notes on an application, oldest first. */
export async function findApplicationNotes(scope: TenantScope, applicationId: number): Promise<ApplicationNote[]> {
  return scope.transaction
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
    .where(and(ofTenant(applicationNotes, scope), eq(applicationNotes.applicationId, applicationId)))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
}

/** Adds a note to an application and returns it with its author's name. */
export async function insertApplicationNote(
  scope: TenantScope,
  values: { applicationId: number; authorUserId: number; body: string },
): Promise<ApplicationNote> {
  const [inserted] = await scope.transaction
    .insert(applicationNotes)
    .values({ ...values, tenantId: scope.tenantId })
    .returning({ id: applicationNotes.id });
  const [note] = await scope.transaction
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
    .where(and(ofTenant(applicationNotes, scope), eq(applicationNotes.id, inserted!.id)));
  if (!note) throw new Error('application note insert returned nothing');
  return note;
}
