import { governsWholeTenant, type PolicyActor } from '../../platform/auth/policy-actor.ts';

/** Only the platform operator reads the captured mail (it holds other people's links and tokens). */
export function canReadCapturedMail(actor: PolicyActor): boolean {
  return governsWholeTenant(actor, actor.tenantId);
}
