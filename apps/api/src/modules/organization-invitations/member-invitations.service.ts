import type { UserLocale } from '@volunteerly/contracts/users';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import { generateSecret, hashSecret } from '../../platform/auth/session-tokens.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notify } from '../notifications/notify.ts';
import type { SecretLinks } from '../notifications/secret-links.ts';
import { findRolesOfUsers, findUserByEmail, findUserById, insertUser } from '../users/users.repository.ts';
import {
  deleteInvitation,
  findPendingInvitation,
  insertInvitation,
  lockInvitationsOfAddress,
  renewInvitationToken,
} from './organization-invitations.repository.ts';
import type { OrganizationInvitationRow } from './organization-invitations.schema.ts';
import { findManagedOrganization } from '../organizations/organization-reads.service.ts';
import { memberAlready } from './organization-invitations.errors.ts';

/** How long an invitation to manage an organisation can be accepted. */
export const organizationInvitationLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/** The web page where the invited person accepts or declines. */
export const organizationInvitationPath = '/organization-invitation';

/** Someone to invite as admin of an organisation. */
export interface MemberInput {
  email: string;
  firstName: string;
  lastName: string;
  locale: UserLocale;
}

/**
 * Invites someone to manage an organisation (decision 009). Nobody gains the
 * role here: an existing account and a new address alike get a pending
 * invitation (a new address also an invited account without a password) and one
 * mail with a single-use link. The answer is the invitation, identical in both
 * cases, so it does not tell whether the address has an account. Inviting again
 * replaces the open invitation and its link.
 */
export async function inviteOrganizationMember(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
  input: MemberInput,
  context: NotifyContext,
): Promise<OrganizationInvitationRow> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await findManagedOrganization(scope, actor, organizationId);
    const inviter = await findUserById(scope, actor.id);
    const invitedBy = inviter ? [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email : '';
    await lockInvitationsOfAddress(scope, organization.id, input.email);
    const existing = await findUserByEmail(scope, input.email);
    if (existing) {
      // Fellow admins are listed to whoever may invite, so saying so reveals nothing new.
      const roles = await findRolesOfUsers(scope, [existing.id]);
      if (roles.some((held) => held.name === 'admin' && held.resourceId === organization.id)) {
        throw memberAlready();
      }
    }
    const invitee =
      existing ??
      (await insertUser(scope, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale,
        status: 'invited',
        encryptedPassword: null,
        confirmedAt: null,
      }));
    const replaced = await findPendingInvitation(scope, organization.id, invitee.id);
    if (replaced) await deleteInvitation(scope, replaced.id);
    const invitation = await insertInvitation(scope, {
      organizationId: organization.id,
      userId: invitee.id,
      email: invitee.email,
      invitedByUserId: actor.id,
      // The mail's token is made when it is sent (issue 29, hole 4); until then no token opens it.
      tokenHash: hashSecret(generateSecret()),
      expiresAt: new Date(Date.now() + organizationInvitationLifetimeMs),
    });
    await insertAuditEvent(scope, {
      action: 'organization_member_invited',
      actorUserId: actor.id,
      subjectUserId: invitee.id,
      details: { organizationId: organization.id, invitationId: invitation.id, newAccount: !existing },
    });
    await notify(scope, context, {
      event: 'organization_invitation',
      recipient: { userId: invitee.id, email: invitee.email, locale: invitee.locale },
      subject: { type: 'organization', id: organization.id },
      values: {
        name: invitee.firstName || invitee.email,
        appName: context.appName,
        organization: organization.name,
        invitedBy,
      },
      secretLinks: { link: { kind: 'organization_invitation', subjectId: invitation.id } },
    });
    return invitation;
  });
}

/**
 * Registers the issuer of invitation links: a new token for an invitation still open when its
 * mail is sent (stored as its hash; the newest mail's link works). A withdrawn, answered or
 * expired invitation gets no mail.
 */
export function registerInvitationSecretLinks(secretLinks: SecretLinks): void {
  secretLinks.register('organization_invitation', async (scope, invitationId, site) => {
    const token = generateSecret();
    const renewed = await renewInvitationToken(scope, invitationId, hashSecret(token));
    return renewed ? siteLink(site, organizationInvitationPath, { invitation_token: token }) : undefined;
  });
}
