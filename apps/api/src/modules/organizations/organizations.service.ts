import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { ApiError } from '../../platform/http/api-error.ts';
import './organizations.messages.ts';
import { canActForOrganization, currentOrganizationScope } from './organizations.policy.ts';
import { findOrganizationById, findOrganizationsInScope } from './organizations.repository.ts';
import type { OrganizationRow } from './organizations.schema.ts';

/** The organisations the signed-in user works for. */
export async function listCurrentOrganizations(database: Database, actor: SignedInUser): Promise<OrganizationRow[]> {
  return withTenant(database, actor.tenantId, (scope) =>
    findOrganizationsInScope(scope, currentOrganizationScope(actor)),
  );
}

/** The selected organisation: 404 when unknown in this tenant, 403 when not one of the user's. */
export async function showCurrentOrganization(
  database: Database,
  actor: SignedInUser,
  organizationId: number | undefined,
): Promise<OrganizationRow> {
  const organization =
    organizationId === undefined
      ? undefined
      : await withTenant(database, actor.tenantId, (scope) => findOrganizationById(scope, organizationId));
  if (!organization) {
    throw new ApiError({ statusCode: 404, code: 'organization_not_found', titleKey: 'organizations.errors.not_found' });
  }
  if (!canActForOrganization(actor, organization)) {
    throw new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'organizations.errors.forbidden' });
  }
  return organization;
}
