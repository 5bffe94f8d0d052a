import { tenantDocumentSchema, type TenantResource } from '@volunteerly/contracts/resources/tenants';
import type {
  VolunteerCenterProfileResource,
  VolunteerCenterResource,
} from '@volunteerly/contracts/resources/volunteer-centers';
import { testCurrentTenant } from '../fixtures.ts';
import { buildVolunteerCenter, buildVolunteerCenterProfile } from './volunteer-centers.ts';
import { wireDocument } from './wire-document.ts';

/** The demo tenant of the test fixtures as GET /api/v1/tenants/current sends it (contract casing), related to centre `centerId`. */
export function buildTenant(
  overrides: { centerId?: string; attributes?: Partial<TenantResource['attributes']> } = {},
): TenantResource {
  const { id: _demoKey, type, ...demoAttributes } = testCurrentTenant.tenant;
  return {
    type,
    id: overrides.attributes?.key ?? testCurrentTenant.tenant.key,
    attributes: { ...demoAttributes, ...overrides.attributes },
    relationships: { volunteerCenter: { data: { type: 'volunteer_centers', id: overrides.centerId ?? '1' } } },
  };
}

/** GET /api/v1/tenants/current (wire casing): the tenant with its centre and the centre's profile included. */
export function currentTenantDocument(
  tenant: TenantResource = buildTenant(),
  center: VolunteerCenterResource = buildVolunteerCenter(tenant.relationships?.volunteerCenter?.data?.id ?? '1'),
  profile: VolunteerCenterProfileResource = buildVolunteerCenterProfile(center.id),
) {
  return wireDocument(tenantDocumentSchema, { data: tenant, included: [center, profile] });
}
