import { governsWholeTenant, type PolicyActor } from '../../platform/auth/policy-actor.ts';

/** Only the platform operator sees the job queue and retries jobs. */
export function canManageJobs(actor: PolicyActor): boolean {
  return governsWholeTenant(actor, actor.tenantId);
}
