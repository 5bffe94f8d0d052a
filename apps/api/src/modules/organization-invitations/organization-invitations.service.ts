import type { SignedInUser } from '../../platform/auth/authentication.ts';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import { hashSecret } from '../../platform/auth/session-tokens.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { FieldValidationError } from '../../platform/http/api-error.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { newPasswordProblems } from '../auth/password-rules.ts';
import { findUserById, insertRole, updateUser } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.schema.ts';
import {
  closeInvitation,
  findInvitationByTokenHash,
  findInvitationOfOrganization,
  findPendingInvitationsOfOrganization,
} from './organization-invitations.repository.ts';
import type { OrganizationInvitationRow } from './organization-invitations.schema.ts';
import { findManagedOrganization, findOrganizationInScope } from '../organizations/organization-reads.service.ts';
import type { OrganizationRow } from '../organizations/organizations.schema.ts';
import { invitationError } from './organization-invitations.errors.ts';

/** An organisation's open invitations, for those who manage its members. */
export async function listOrganizationInvitations(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
): Promise<OrganizationInvitationRow[]> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await findManagedOrganization(scope, actor, organizationId);
    return findPendingInvitationsOfOrganization(scope, organization.id);
  });
}

/** Withdraws an open invitation: its link stops working. */
export async function revokeOrganizationInvitation(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
  invitationId: number,
): Promise<void> {
  await withTenant(database, actor.tenantId, async (scope) => {
    const organization = await findManagedOrganization(scope, actor, organizationId);
    const invitation = await findInvitationOfOrganization(scope, organization.id, invitationId);
    if (!invitation) throw invitationError(404, 'invitation_not_found', 'organization_invitations.errors.not_found');
    const revoked = await closeInvitation(scope, invitation.id, 'revoked');
    if (!revoked) throw invitationError(422, 'invitation_answered', 'organization_invitations.errors.answered');
    await insertAuditEvent(scope, {
      action: 'organization_invitation_revoked',
      actorUserId: actor.id,
      subjectUserId: invitation.userId,
      details: { organizationId: organization.id, invitationId: invitation.id },
    });
  });
}

/** What the holder of an invitation link sees before answering it. */
export interface InvitationForInvitee {
  invitation: OrganizationInvitationRow;
  organization: OrganizationRow;
  invitedBy: string;
  /** The invited account has no password yet: accepting sets one. */
  accountNeedsPassword: boolean;
  /** The request is signed in as the invited account. */
  signedInAsInvitee: boolean;
}

/**
 * The open invitation a token stands for, in the scope's tenant: a token of
 * another tenant, an unknown one, an expired or an answered one is refused.
 */
async function findOpenInvitation(
  scope: TenantScope,
  token: string,
): Promise<{ invitation: OrganizationInvitationRow; organization: OrganizationRow; invitee: UserRow }> {
  const invitation = await findInvitationByTokenHash(scope, hashSecret(token));
  const organization = invitation && (await findOrganizationInScope(scope, invitation.organizationId));
  const invitee = invitation && (await findUserById(scope, invitation.userId));
  if (!invitation || !organization || !invitee) {
    throw invitationError(404, 'invitation_invalid', 'organization_invitations.errors.invalid');
  }
  if (invitation.status !== 'pending') {
    throw invitationError(422, 'invitation_answered', 'organization_invitations.errors.answered');
  }
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw invitationError(422, 'invitation_expired', 'organization_invitations.errors.expired');
  }
  return { invitation, organization, invitee };
}

/** The invitation behind a link, for the page where the invited person answers it. */
export async function showInvitationForInvitee(
  database: Database,
  tenantId: number,
  currentUser: SignedInUser | undefined,
  token: string,
): Promise<InvitationForInvitee> {
  return withTenant(database, tenantId, async (scope) => {
    const { invitation, organization, invitee } = await findOpenInvitation(scope, token);
    const inviter = invitation.invitedByUserId ? await findUserById(scope, invitation.invitedByUserId) : undefined;
    return {
      invitation,
      organization,
      invitedBy: inviter ? [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email : '',
      accountNeedsPassword: invitee.encryptedPassword === null,
      signedInAsInvitee: currentUser?.id === invitee.id,
    };
  });
}

/** A first password for an invited account that has none yet. */
export interface FirstPassword {
  password: string;
  passwordConfirmation: string;
}

/**
 * Accepts an invitation: the invited account becomes admin of the
 * organisation. An account with a password must be signed in as itself; an
 * invited account without one chooses its password here (the link in its
 * mailbox is the proof, as with the invitation to set a first password).
 */
export async function acceptOrganizationInvitation(
  database: Database,
  tenantId: number,
  currentUser: SignedInUser | undefined,
  input: { token: string; firstPassword?: FirstPassword | undefined; ipAddress: string },
): Promise<{ organization: OrganizationRow; invitee: UserRow }> {
  const { invitee } = await withTenant(database, tenantId, (scope) => findOpenInvitation(scope, input.token));
  let encryptedPassword: string | undefined;
  if (invitee.encryptedPassword === null) {
    const password = input.firstPassword ?? { password: '', passwordConfirmation: '' };
    const problems = newPasswordProblems(password.password, password.passwordConfirmation, invitee.email);
    if (problems.length > 0) throw new FieldValidationError(problems);
    encryptedPassword = await hashPassword(password.password);
  } else if (!currentUser) {
    throw invitationError(401, 'invitation_sign_in_required', 'organization_invitations.errors.sign_in_required');
  } else if (currentUser.id !== invitee.id) {
    throw invitationError(403, 'invitation_other_account', 'organization_invitations.errors.other_account');
  }
  return withTenant(database, tenantId, async (scope) => {
    // Read again, locked: a link is single-use even when answered twice at once.
    const { invitation, organization, invitee: current } = await findOpenInvitation(scope, input.token);
    const setsPassword = encryptedPassword !== undefined && current.encryptedPassword === null;
    const updated = setsPassword
      ? await updateUser(scope, current.id, {
          encryptedPassword,
          status: current.status === 'invited' ? 'active' : current.status,
          confirmedAt: current.confirmedAt ?? new Date(),
          resetPasswordTokenHash: null,
          resetPasswordExpiresAt: null,
        })
      : current;
    if (!setsPassword && currentUser?.id !== current.id) {
      throw invitationError(401, 'invitation_sign_in_required', 'organization_invitations.errors.sign_in_required');
    }
    await insertRole(scope, {
      userId: current.id,
      name: 'admin',
      resourceType: 'Organization',
      resourceId: organization.id,
    });
    await closeInvitation(scope, invitation.id, 'accepted');
    await insertAuditEvent(scope, {
      action: 'organization_invitation_accepted',
      actorUserId: current.id,
      subjectUserId: current.id,
      details: { organizationId: organization.id, invitationId: invitation.id, passwordSet: setsPassword },
      ipAddress: input.ipAddress,
    });
    return { organization, invitee: updated ?? current };
  });
}

/** Declines an invitation: nothing is granted and the link stops working. The link alone suffices. */
export async function declineOrganizationInvitation(
  database: Database,
  tenantId: number,
  input: { token: string; ipAddress: string },
): Promise<void> {
  await withTenant(database, tenantId, async (scope) => {
    const { invitation, organization } = await findOpenInvitation(scope, input.token);
    await closeInvitation(scope, invitation.id, 'declined');
    await insertAuditEvent(scope, {
      action: 'organization_invitation_declined',
      actorUserId: invitation.userId,
      subjectUserId: invitation.userId,
      details: { organizationId: organization.id, invitationId: invitation.id },
      ipAddress: input.ipAddress,
    });
  });
}
