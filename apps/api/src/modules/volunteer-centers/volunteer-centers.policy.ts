import { governsCenter, type PolicyActor } from '../../platform/auth/policy-actor.ts';

// Who may do what with a volunteer centre (decision 008). Pure: no I/O. Who governs which centre
// is answered for every policy by platform/auth/policy-actor.ts.

/** Whether the actor may change a centre's branding and footer: its own centre admins and super admins of the tenant. */
export function canEditCenterProfile(
  actor: PolicyActor | undefined,
  center: { id: number; tenantId: number },
): boolean {
  return governsCenter(actor, center);
}
