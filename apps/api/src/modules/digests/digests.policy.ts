import { governsWholeTenant, type PolicyActor } from '../../platform/auth/policy-actor.ts';

// Who may do what with the periodic mail. Pure functions: no I/O. Unsubscribing needs no account
// at all (the signed link is the proof); starting a run by hand is for the platform's operators.

/** Super admins of the tenant start the tenant's digest run by hand (tests, demonstrations). */
export function canRunDigests(actor: PolicyActor | undefined, tenantId: number): boolean {
  return governsWholeTenant(actor, tenantId);
}
