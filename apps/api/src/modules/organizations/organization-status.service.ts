import { organizationStatusTransitions, type OrganizationStatus } from '@volunteerly/contracts/organizations';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { FieldValidationError } from '../../platform/http/api-error.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notify } from '../notifications/notify.ts';
import type { UserRow } from '../users/users.schema.ts';
import { denialReasonRequired, notAllowed, organizationNotFound } from './organizations.errors.ts';
import type { OrganizationsMessageKey } from './organizations.messages.ts';
import { canChangeOrganizationStatus, canShowOrganization } from './organizations.policy.ts';
import {
  findOrganizationAdmins,
  loadOrganizationRecord,
  lockOrganization,
  updateOrganizationRow,
  type OrganizationRecord,
} from './organizations.repository.ts';
import type { OrganizationRow } from './organizations.schema.ts';

// The status state machine of decision 006: checked moves, the denial reason, audit and mails.

/** Throws the 422 naming the allowed moves when a status move is not in the state machine. */
export function assertStatusMove(from: OrganizationStatus, to: OrganizationStatus, pointer: string): void {
  if (organizationStatusTransitions[from].includes(to)) return;
  throw new FieldValidationError([
    {
      pointer,
      code: 'status_transition_invalid',
      messageKey: `organizations.status.from_${from}` satisfies OrganizationsMessageKey,
      values: { to },
    },
  ]);
}

function displayName(user: Pick<UserRow, 'firstName' | 'email'>): string {
  return user.firstName || user.email;
}

async function notifyAdminsOfDecision(
  scope: TenantScope,
  context: NotifyContext,
  organization: OrganizationRow,
  admins: UserRow[],
  to: OrganizationStatus,
): Promise<void> {
  if (to !== 'approved' && to !== 'denied') return;
  for (const admin of admins) {
    const common = { name: displayName(admin), appName: context.appName, organization: organization.name };
    const path =
      to === 'approved' ? sitePaths.organization(organization.id) : sitePaths.organizationEdit(organization.id);
    await notify(scope, context, {
      ...(to === 'approved'
        ? { event: 'organization_approved', values: { ...common, link: siteLink(context.site, path) } }
        : {
            event: 'organization_denied',
            values: { ...common, reason: organization.denialReason ?? '', link: siteLink(context.site, path) },
          }),
      recipient: { userId: admin.id, email: admin.email, locale: admin.locale },
      subject: { type: 'organization', id: organization.id },
      path,
    });
  }
}

/**
 * A status move inside an open transaction on a locked row: checked, recorded, and the admins told
 * of an approval or a denial in the same transaction.
 */
export async function moveStatus(
  scope: TenantScope,
  actor: SignedInUser,
  organization: OrganizationRow,
  to: OrganizationStatus,
  denialReason: string | undefined,
  pointers: { status: string; denialReason: string },
  context: NotifyContext,
): Promise<OrganizationRow> {
  if (organization.status === to) return organization;
  if (!canChangeOrganizationStatus(actor, organization, to)) throw notAllowed();
  assertStatusMove(organization.status, to, pointers.status);
  if (to === 'denied' && !denialReason) {
    throw denialReasonRequired(pointers.denialReason);
  }
  const updated = await updateOrganizationRow(scope, organization.id, {
    status: to,
    statusChangedAt: new Date(),
    denialReason: to === 'denied' ? denialReason! : to === 'pending' ? null : organization.denialReason,
  });
  await insertAuditEvent(scope, {
    action: 'organization_status_changed',
    actorUserId: actor.id,
    details: { organizationId: organization.id, from: organization.status, to },
  });
  const admins = await findOrganizationAdmins(scope, organization.id);
  await notifyAdminsOfDecision(scope, context, updated, admins, to);
  return updated;
}

/** PUT …/approve: a status decision (approve or deny with a reason, or another allowed move). */
export async function decideOrganization(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
  decision: { status: OrganizationStatus; denialReason?: string | undefined },
  context: NotifyContext,
): Promise<OrganizationRecord> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await lockOrganization(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    const moved = await moveStatus(
      scope,
      actor,
      organization,
      decision.status,
      decision.denialReason,
      { status: '/status', denialReason: '/denial_reason' },
      context,
    );
    return loadOrganizationRecord(scope, moved);
  });
}
