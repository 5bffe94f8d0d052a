import { governsSomeCenter, type PolicyActor } from '../../platform/auth/policy-actor.ts';

// Who may manage a centre's own search words. Pure functions: no I/O. The groups are the tenant's
// (the search of every centre of it uses them), so its centre admins and super admins keep them.

/** Centre admins and super admins of the tenant list, add, change and delete its synonym groups. */
export function canManageSearchSynonyms(actor: PolicyActor | undefined, tenantId: number): boolean {
  return governsSomeCenter(actor, tenantId);
}
