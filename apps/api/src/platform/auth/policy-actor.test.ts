import { describe, expect, it } from 'vitest';
import {
  administeredOrganizationIds,
  administersOrganization,
  governedCenterIds,
  governsCenter,
  governsSomeCenter,
  governsWholeTenant,
  type PolicyActor,
} from './policy-actor.ts';

// Tenant 1 holds centres 10 and 20 and organisation 100; tenant 2 is another partner.
const superAdmin: PolicyActor = {
  id: 1,
  tenantId: 1,
  roles: [{ name: 'super_admin', resourceType: null, resourceId: null }],
};
const centerAdmin: PolicyActor = {
  id: 2,
  tenantId: 1,
  roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: 10 }],
};
const orgAdmin: PolicyActor = {
  id: 3,
  tenantId: 1,
  roles: [{ name: 'admin', resourceType: 'Organization', resourceId: 100 }],
};
const foreignSuperAdmin: PolicyActor = { ...superAdmin, id: 4, tenantId: 2 };
const volunteer: PolicyActor = { id: 5, tenantId: 1, roles: [] };

describe('who governs a tenant and its centres', () => {
  it('lets a super admin govern every centre of their own tenant only', () => {
    expect(governsWholeTenant(superAdmin, 1)).toBe(true);
    expect(governsCenter(superAdmin, { id: 20, tenantId: 1 })).toBe(true);
    expect(governsWholeTenant(foreignSuperAdmin, 1)).toBe(false);
    expect(governsCenter(foreignSuperAdmin, { id: 10, tenantId: 1 })).toBe(false);
  });

  it('lets a centre admin govern their own centre, not the tenant nor another centre', () => {
    expect(governedCenterIds(centerAdmin)).toEqual([10]);
    expect(governsSomeCenter(centerAdmin, 1)).toBe(true);
    expect(governsCenter(centerAdmin, { id: 10, tenantId: 1 })).toBe(true);
    expect(governsCenter(centerAdmin, { id: 20, tenantId: 1 })).toBe(false);
    expect(governsWholeTenant(centerAdmin, 1)).toBe(false);
    expect(governsSomeCenter(centerAdmin, 2)).toBe(false);
  });

  it('lets nobody else govern anything, the signed out included', () => {
    for (const actor of [orgAdmin, volunteer, undefined]) {
      expect(governsSomeCenter(actor, 1)).toBe(false);
      expect(governsCenter(actor, { id: 10, tenantId: 1 })).toBe(false);
      expect(governedCenterIds(actor)).toEqual([]);
    }
  });
});

describe('who administers an organisation', () => {
  it('is its admins, in their own tenant', () => {
    expect(administeredOrganizationIds(orgAdmin)).toEqual([100]);
    expect(administersOrganization(orgAdmin, { id: 100, tenantId: 1 })).toBe(true);
    expect(administersOrganization(orgAdmin, { id: 100, tenantId: 2 })).toBe(false);
    expect(administersOrganization(orgAdmin, { id: 200, tenantId: 1 })).toBe(false);
  });

  it('is not the centre nor a super admin by their role alone', () => {
    expect(administersOrganization(centerAdmin, { id: 100, tenantId: 1 })).toBe(false);
    expect(administersOrganization(superAdmin, { id: 100, tenantId: 1 })).toBe(false);
    expect(administersOrganization(undefined, { id: 100, tenantId: 1 })).toBe(false);
  });
});
