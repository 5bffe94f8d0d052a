import { and, count, eq, gt, min, or } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { auditEvents, type AuditEventRow } from './audit.schema.ts';

/** What the audit log records (the accounts issue's list, plus what later features add). */
export type AuditAction =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'sign_in_as'
  | 'user_created'
  | 'role_added'
  | 'role_removed'
  | 'status_changed'
  | 'user_deleted'
  | 'password_changed'
  | 'organization_created'
  | 'organization_updated'
  | 'organization_status_changed'
  | 'organization_moved'
  | 'organization_deleted'
  | 'organization_member_invited'
  | 'organization_invitation_accepted'
  | 'organization_invitation_declined'
  | 'organization_invitation_revoked'
  | 'center_profile_updated'
  | 'vacancy_created'
  | 'vacancy_updated'
  | 'vacancy_status_changed'
  | 'vacancy_deleted'
  | 'vacancies_bulk_updated'
  | 'application_received'
  | 'application_status_changed'
  | 'conversation_read_for_oversight'
  | 'conversation_reported'
  | 'conversation_closed';

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
