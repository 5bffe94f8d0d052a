import { and, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { auditEvents } from './audit.schema.ts';

/** Takes a person's id out of the audit events they acted in or were the subject of (the events stay). */
export async function forgetUserInAuditEvents(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(auditEvents)
    .set({ actorUserId: null })
    .where(and(ofTenant(auditEvents, scope), eq(auditEvents.actorUserId, userId)));
  await scope.transaction
    .update(auditEvents)
    .set({ subjectUserId: null })
    .where(and(ofTenant(auditEvents, scope), eq(auditEvents.subjectUserId, userId)));
}
