import { and, count, eq, gt, min, or } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { auditEvents, type AuditEventRow } from './audit.schema.ts';

/**
 * The actions modules record, each declared once in its module manifest's `auditActions`;
 * `src/api-modules.ts` merges them in here, so an action no manifest declares is a type error.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the actions
export interface DeclaredAuditActions {}

/** What the audit log records. */
export type AuditAction = Extract<keyof DeclaredAuditActions, string>;

/** One event to record. */
export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

/** Appends an event to the scope's tenant's audit log. */
export async function insertAuditEvent(scope: TenantScope, entry: AuditEntry): Promise<void> {
  await scope.transaction.insert(auditEvents).values({
    tenantId: scope.tenantId,
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    details: entry.details ?? {},
    ipAddress: entry.ipAddress ?? null,
  });
}

/** How many failed sign-ins an account had since a moment, and when the earliest of them was. */
export async function countFailedSignInsSince(
  scope: TenantScope,
  userId: number,
  since: Date,
): Promise<{ count: number; earliest: Date | null }> {
  const [row] = await scope.transaction
    .select({ count: count(), earliest: min(auditEvents.createdAt) })
    .from(auditEvents)
    .where(
      and(
        ofTenant(auditEvents, scope),
        eq(auditEvents.subjectUserId, userId),
        eq(auditEvents.action, 'sign_in_failed'),
        gt(auditEvents.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, earliest: row?.earliest ? new Date(row.earliest) : null };
}

/** Every event a user is the actor or the subject of (for their data export). */
export async function findAuditEventsAboutUser(scope: TenantScope, userId: number): Promise<AuditEventRow[]> {
  return scope.transaction
    .select()
    .from(auditEvents)
    .where(
      and(ofTenant(auditEvents, scope), or(eq(auditEvents.subjectUserId, userId), eq(auditEvents.actorUserId, userId))),
    )
    .orderBy(auditEvents.id);
}

/** The audit events a user is the actor or the subject of: id, details and IP address. */
export async function findAuditEventsInvolving(
  scope: TenantScope,
  userId: number,
): Promise<{ id: number; details: Record<string, unknown> }[]> {
  return scope.transaction
    .select({ id: auditEvents.id, details: auditEvents.details })
    .from(auditEvents)
    .where(
      and(ofTenant(auditEvents, scope), or(eq(auditEvents.actorUserId, userId), eq(auditEvents.subjectUserId, userId))),
    );
}

/** Replaces an audit event's details and drops its IP address. */
export async function scrubAuditEvent(
  scope: TenantScope,
  eventId: number,
  details: Record<string, unknown>,
): Promise<void> {
  await scope.transaction
    .update(auditEvents)
    .set({ details, ipAddress: null })
    .where(and(ofTenant(auditEvents, scope), eq(auditEvents.id, eventId)));
}
