import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent, type AuditAction } from '../audit/audit.repository.ts';

/** What the audit log records about vacancies. */
export type VacancyAuditAction = Extract<AuditAction, `vacanc${string}`>;

/** Appends a vacancy event to the audit log (actor null: the expiry sweep). */
export async function recordVacancyEvent(
  scope: TenantScope,
  action: VacancyAuditAction,
  actorUserId: number | null,
  details: Record<string, unknown>,
): Promise<void> {
  await insertAuditEvent(scope, { action, actorUserId, details });
}
