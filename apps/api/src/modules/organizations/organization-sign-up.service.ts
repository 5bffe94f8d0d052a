import type { UserLocale } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { Geocoder } from '../../platform/geocoding/geocoder.ts';
import { FieldValidationError } from '../../platform/http/api-error.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { newPasswordProblems } from '../auth/password-rules.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notify } from '../notifications/notify.ts';
import { notifyConfirmation } from '../users/account-tokens.service.ts';
import { findUserByEmail, insertRole, insertUser } from '../users/users.repository.ts';
import { findCenterAdmins, loadOrganizationRecords, type OrganizationRecord } from './organizations.repository.ts';
import {
  insertSignedUpOrganization,
  locateNewAddress,
  type OrganizationInput,
} from './organization-details.service.ts';
import { signUpEmailTaken } from './organizations.errors.ts';

/** The first admin account of an organisation that signs up. */
export interface SignUpAccount {
  email: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: UserLocale;
}

/**
 * The public organisation sign-up: a pending organisation of the request's
 * centre and its first admin (who confirms their e-mail address as any new
 * account does), in one transaction. The centre's admins hear of it; the
 * organisation waits for their approval.
 */
export async function signUpOrganization(
  database: Database,
  geocoder: Geocoder,
  tenantId: number,
  input: { organization: OrganizationInput; account: SignUpAccount; volunteerCenterId: number },
  context: NotifyContext,
): Promise<OrganizationRecord> {
  const passwordProblems = newPasswordProblems(
    input.account.password,
    input.account.passwordConfirmation,
    input.account.email,
  ).map((problem) => ({ ...problem, pointer: `/user${problem.pointer}` }));
  if (passwordProblems.length > 0) throw new FieldValidationError(passwordProblems);
  const [encryptedPassword, located] = await Promise.all([
    hashPassword(input.account.password),
    locateNewAddress(geocoder, input.organization.address),
  ]);
  return withTenant(database, tenantId, async (scope) => {
    if (await findUserByEmail(scope, input.account.email)) {
      throw signUpEmailTaken();
    }
    const organization = await insertSignedUpOrganization(
      scope,
      { ...input.organization, volunteerCenterId: input.volunteerCenterId },
      located,
    );
    const user = await insertUser(scope, {
      email: input.account.email,
      encryptedPassword,
      firstName: input.account.firstName,
      lastName: input.account.lastName,
      phone: input.account.phone,
      locale: input.account.locale,
      status: 'active',
    });
    await insertRole(scope, {
      userId: user.id,
      name: 'admin',
      resourceType: 'Organization',
      resourceId: organization.id,
    });
    await insertAuditEvent(scope, {
      action: 'organization_created',
      actorUserId: user.id,
      subjectUserId: user.id,
      details: { organizationId: organization.id, name: organization.name, signUp: true },
    });
    const centerAdmins = await findCenterAdmins(scope, input.volunteerCenterId);
    const [record] = await loadOrganizationRecords(scope, [organization]);
    await notifyConfirmation(scope, context, user);
    for (const admin of centerAdmins) {
      await notify(scope, context, {
        event: 'organization_signed_up',
        recipient: { userId: admin.id, email: admin.email, locale: admin.locale },
        subject: { type: 'organization', id: organization.id },
        values: {
          name: admin.firstName || admin.email,
          appName: context.appName,
          organization: organization.name,
          link: siteLink(context.site, sitePaths.organizationApprovals),
        },
        path: sitePaths.organizationApprovals,
      });
    }
    return record!;
  });
}
