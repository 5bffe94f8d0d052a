import { and, asc, eq, or } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizationInvitations, type OrganizationInvitationRow } from './organization-invitations.schema.ts';
import { organizations } from '../organizations/organizations.schema.ts';

// What the invitations module keeps about a person, for their download and their erasure.

/** The invitations sent to a person or by them, with the organisation's name, oldest first. */
export async function findInvitationsOfUser(
  scope: TenantScope,
  userId: number,
): Promise<{ invitation: OrganizationInvitationRow; organizationName: string }[]> {
  return scope.transaction
    .select({ invitation: organizationInvitations, organizationName: organizations.name })
    .from(organizationInvitations)
    .innerJoin(
      organizations,
      and(
        eq(organizations.tenantId, organizationInvitations.tenantId),
        eq(organizations.id, organizationInvitations.organizationId),
      ),
    )
    .where(
      and(
        ofTenant(organizationInvitations, scope),
        or(eq(organizationInvitations.userId, userId), eq(organizationInvitations.invitedByUserId, userId)),
      ),
    )
    .orderBy(asc(organizationInvitations.createdAt), asc(organizationInvitations.id));
}

/** Deletes the invitations sent to a person. */
export async function deleteInvitationsToUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(organizationInvitations)
    .where(and(ofTenant(organizationInvitations, scope), eq(organizationInvitations.userId, userId)));
}

/** Keeps the invitations a person sent for their organisation, without naming who sent them. */
export async function forgetInviterOfInvitations(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(organizationInvitations)
    .set({ invitedByUserId: null })
    .where(and(ofTenant(organizationInvitations, scope), eq(organizationInvitations.invitedByUserId, userId)));
}
