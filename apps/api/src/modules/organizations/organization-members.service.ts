import type { UserLocale } from '@volunteerly/contracts/users';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { tenantLink } from '../mail/tenant-links.ts';
import { issuePasswordToken, type PendingMail } from '../users/account-tokens.service.ts';
import { findRolesOfUsers, findUserByEmail, findUserById, insertRole, insertUser } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.schema.ts';
import { canManageMembers, canShowOrganization } from './organizations.policy.ts';
import { findOrganizationById } from './organizations.repository.ts';
import { organizationNotFound } from './organizations.errors.ts';

/** Someone to add to an organisation's admins. */
export interface MemberInput {
  email: string;
  firstName: string;
  lastName: string;
  locale: UserLocale;
}

/**
 * Adds someone as admin of an organisation: an existing account of the tenant
 * gets the role and a mail saying so; a new address gets an invited account
 * and the invitation to choose a password. Answers the member.
 */
export async function inviteOrganizationMember(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
  input: MemberInput,
): Promise<{ member: UserRow; created: boolean; mails: PendingMail[] }> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await findOrganizationById(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    if (!canManageMembers(actor, organization)) {
      throw new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'organizations.errors.not_allowed' });
    }
    const inviter = await findUserById(scope, actor.id);
    const invitedBy = inviter ? [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email : '';
    const existing = await findUserByEmail(scope, input.email);
    const role = { name: 'admin' as const, resourceType: 'Organization' as const, resourceId: organization.id };
    if (existing) {
      const roles = await findRolesOfUsers(scope, [existing.id]);
      if (roles.some((held) => held.name === 'admin' && held.resourceId === organization.id)) {
        throw new FieldValidationError([
          { pointer: '/user/email', code: 'member_already', messageKey: 'organizations.member.already' },
        ]);
      }
      await insertRole(scope, { userId: existing.id, ...role });
    }
    const member =
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
    if (!existing) await insertRole(scope, { userId: member.id, ...role });
    await insertAuditEvent(scope, {
      action: 'organization_member_invited',
      actorUserId: actor.id,
      subjectUserId: member.id,
      details: { organizationId: organization.id, newAccount: !existing },
    });
    const mail: PendingMail = existing
      ? (mailer, request) =>
          deliverMail(mailer, request.log, {
            tenantId: scope.tenantId,
            to: member.email,
            locale: member.locale,
            template: 'organization_member_added',
            values: {
              name: member.firstName || member.email,
              appName: request.tenant.appName,
              organization: organization.name,
              invitedBy,
              link: tenantLink(request, '/auth/login-1'),
            },
          })
      : await issuePasswordToken(scope, member, { kind: 'invitation', invitedBy });
    return { member, created: !existing, mails: [mail] };
  });
}
