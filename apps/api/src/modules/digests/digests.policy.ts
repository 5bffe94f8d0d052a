import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

// Who may do what with the periodic mail. Pure functions: no I/O. Unsubscribing needs no account
// at all (the signed link is the proof); starting a run by hand is for the platform's operators.

/** The signed-in user as this policy sees them (undefined: signed out). */
export interface DigestActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/** Super admins of the tenant start the tenant's digest run by hand (tests, demonstrations). */
export function canRunDigests(actor: DigestActor | undefined, tenantId: number): boolean {
  return actor !== undefined && actor.tenantId === tenantId && actor.roles.some((role) => role.name === 'super_admin');
}
