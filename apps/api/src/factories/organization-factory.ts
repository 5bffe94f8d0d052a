import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import {
  organizationAddresses,
  organizationProfiles,
  organizations,
  type NewOrganizationAddressRow,
  type NewOrganizationProfileRow,
  type NewOrganizationRow,
  type OrganizationRow,
} from '../modules/organizations/organizations.schema.ts';
import { nextSequence } from './sequence.ts';

type OrganizationOverrides = Partial<Omit<NewOrganizationRow, 'tenantId' | 'volunteerCenterId'>>;

/** Attributes of a valid, approved organisation of a centre; overrides win. */
export function buildOrganization(
  center: { tenantId: number; id: number },
  overrides: OrganizationOverrides = {},
): NewOrganizationRow {
  return {
    tenantId: center.tenantId,
    volunteerCenterId: center.id,
    name: `Stichting Voorbeeld ${nextSequence()}`,
    type: 'Foundation',
    status: 'approved',
    ...overrides,
  };
}

type ProfileValues = Omit<NewOrganizationProfileRow, 'tenantId' | 'organizationId'>;
type AddressValues = Omit<NewOrganizationAddressRow, 'tenantId' | 'organizationId'>;

/** Inserts an organisation of a centre, with a profile and an address when given. */
export async function createOrganization(
  database: Database,
  center: { tenantId: number; id: number },
  overrides: OrganizationOverrides = {},
  details: { profile?: ProfileValues; address?: AddressValues } = {},
): Promise<OrganizationRow> {
  return withTenant(database, center.tenantId, async ({ transaction }) => {
    const [row] = await transaction.insert(organizations).values(buildOrganization(center, overrides)).returning();
    if (!row) throw new Error('organisation insert returned nothing');
    const owned = { tenantId: center.tenantId, organizationId: row.id };
    if (details.profile) await transaction.insert(organizationProfiles).values({ ...details.profile, ...owned });
    if (details.address) await transaction.insert(organizationAddresses).values({ ...details.address, ...owned });
    return row;
  });
}
