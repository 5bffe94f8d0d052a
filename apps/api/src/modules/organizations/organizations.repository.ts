import { and, asc, eq, inArray } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { OrganizationScope } from './organizations.policy.ts';
import { organizations, type OrganizationRow } from './organizations.schema.ts';

/** The tenant's organisations within a scope, by name. */
export async function findOrganizationsInScope(
  scope: TenantScope,
  visible: OrganizationScope,
): Promise<OrganizationRow[]> {
  if (visible.kind === 'administered' && visible.organizationIds.length === 0) return [];
  return scope.transaction
    .select()
    .from(organizations)
    .where(
      and(
        ofTenant(organizations, scope),
        ...(visible.kind === 'administered' ? [inArray(organizations.id, visible.organizationIds)] : []),
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/** An organisation of the scope's tenant by id. */
export async function findOrganizationById(
  scope: TenantScope,
  organizationId: number,
): Promise<OrganizationRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(organizations)
    .where(and(ofTenant(organizations, scope), eq(organizations.id, organizationId)))
    .limit(1);
  return row;
}
