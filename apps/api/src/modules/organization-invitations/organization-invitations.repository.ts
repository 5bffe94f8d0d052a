import { and, desc, eq, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import {
  organizationInvitations,
  type NewOrganizationInvitationRow,
  type OrganizationInvitationRow,
  type OrganizationInvitationStatus,
} from './organization-invitations.schema.ts';

/**
 * Serialises invitations of one address to one organisation until the
 * transaction ends, so two at once cannot both create the account or both
 * replace the open invitation (which would break a unique index: a 500).
 */
export async function lockInvitationsOfAddress(
  scope: TenantScope,
  organizationId: number,
  email: string,
): Promise<void> {
  const key = `organization_invitation:${scope.tenantId}:${organizationId}:${email.trim().toLowerCase()}`;
  await scope.transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The open invitation of one person to one organisation, if any. */
export async function findPendingInvitation(
  scope: TenantScope,
  organizationId: number,
  userId: number,
): Promise<OrganizationInvitationRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(organizationInvitations)
    .where(
      and(
        ofTenant(organizationInvitations, scope),
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.userId, userId),
        eq(organizationInvitations.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** An invitation of the scope's tenant by the hash of its token (locked for the rest of the transaction). */
export async function findInvitationByTokenHash(
  scope: TenantScope,
  tokenHash: string,
): Promise<OrganizationInvitationRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(organizationInvitations)
    .where(and(ofTenant(organizationInvitations, scope), eq(organizationInvitations.tokenHash, tokenHash)))
    .limit(1)
    .for('update');
  return row;
}

/** An invitation of one organisation by id. */
export async function findInvitationOfOrganization(
  scope: TenantScope,
  organizationId: number,
  invitationId: number,
): Promise<OrganizationInvitationRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(organizationInvitations)
    .where(
      and(
        ofTenant(organizationInvitations, scope),
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.id, invitationId),
      ),
    )
    .limit(1);
  return row;
}

/** An organisation's open invitations, newest first. */
export async function findPendingInvitationsOfOrganization(
  scope: TenantScope,
  organizationId: number,
): Promise<OrganizationInvitationRow[]> {
  return scope.transaction
    .select()
    .from(organizationInvitations)
    .where(
      and(
        ofTenant(organizationInvitations, scope),
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.status, 'pending'),
      ),
    )
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
}

/** Stores a new invitation. */
export async function insertInvitation(
  scope: TenantScope,
  values: Omit<NewOrganizationInvitationRow, 'tenantId'>,
): Promise<OrganizationInvitationRow> {
  const [row] = await scope.transaction
    .insert(organizationInvitations)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Removes an invitation (an open one replaced by a new one). */
export async function deleteInvitation(scope: TenantScope, invitationId: number): Promise<void> {
  await scope.transaction
    .delete(organizationInvitations)
    .where(and(ofTenant(organizationInvitations, scope), eq(organizationInvitations.id, invitationId)));
}

/** Records the answer to an open invitation; undefined when it was no longer open. */
export async function closeInvitation(
  scope: TenantScope,
  invitationId: number,
  status: Exclude<OrganizationInvitationStatus, 'pending'>,
): Promise<OrganizationInvitationRow | undefined> {
  const [row] = await scope.transaction
    .update(organizationInvitations)
    .set({ status, respondedAt: new Date() })
    .where(
      and(
        ofTenant(organizationInvitations, scope),
        eq(organizationInvitations.id, invitationId),
        eq(organizationInvitations.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Gives an open, unexpired invitation a new token hash; undefined when it is no longer open. */
export async function renewInvitationToken(
  scope: TenantScope,
  invitationId: number,
  tokenHash: string,
): Promise<OrganizationInvitationRow | undefined> {
  const [row] = await scope.transaction
    .update(organizationInvitations)
    .set({ tokenHash })
    .where(
      and(
        ofTenant(organizationInvitations, scope),
        eq(organizationInvitations.id, invitationId),
        eq(organizationInvitations.status, 'pending'),
        sql`${organizationInvitations.expiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}
