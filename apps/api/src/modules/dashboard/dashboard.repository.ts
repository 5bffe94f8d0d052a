import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { auditEvents } from '../audit/audit.schema.ts';
import { userRoles, users } from '../users/users.schema.ts';

/** The audit actions a centre's activity feed shows (sign-ins are left out: too many, and private). */
export const activityActions = [
  'organization_created',
  'organization_updated',
  'organization_status_changed',
  'organization_moved',
  'organization_deleted',
  'organization_member_invited',
  'user_created',
  'role_added',
  'role_removed',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** One event of the activity feed, with the names of who did it and to whom. */
export interface ActivityRow {
  id: number;
  action: ActivityAction;
  createdAt: Date;
  details: Record<string, unknown>;
  actorName: string | null;
  subjectName: string | null;
}

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

/** The tenant's latest activity, newest first. */
export async function findRecentActivity(scope: TenantScope, limit: number): Promise<ActivityRow[]> {
  const rows = await scope.transaction
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      createdAt: auditEvents.createdAt,
      details: auditEvents.details,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      actorEmail: actors.email,
      subjectFirstName: subjects.firstName,
      subjectLastName: subjects.lastName,
      subjectEmail: subjects.email,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .leftJoin(subjects, eq(subjects.id, auditEvents.subjectUserId))
    .where(and(ofTenant(auditEvents, scope), inArray(auditEvents.action, [...activityActions])))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  const nameOf = (first: string | null, last: string | null, email: string | null) =>
    [first, last].filter(Boolean).join(' ') || email;
  return rows.map((row) => ({
    id: row.id,
    action: row.action as ActivityAction,
    createdAt: row.createdAt,
    details: row.details,
    actorName: nameOf(row.actorFirstName, row.actorLastName, row.actorEmail),
    subjectName: nameOf(row.subjectFirstName, row.subjectLastName, row.subjectEmail),
  }));
}

/** How many admins each of these organisations has. */
export async function countAdminsOfOrganizations(
  scope: TenantScope,
  organizationIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (organizationIds.length === 0) return counts;
  const rows = await scope.transaction
    .select({ organizationId: userRoles.resourceId })
    .from(userRoles)
    .where(
      and(
        ofTenant(userRoles, scope),
        eq(userRoles.name, 'admin'),
        eq(userRoles.resourceType, 'Organization'),
        inArray(userRoles.resourceId, organizationIds),
      ),
    );
  for (const row of rows)
    if (row.organizationId !== null) counts.set(row.organizationId, (counts.get(row.organizationId) ?? 0) + 1);
  return counts;
}
