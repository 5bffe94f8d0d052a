import { describe, expect, it } from 'vitest';
import type { UserRole } from '../../../lib/auth/current-user.ts';
import type { CurrentOrganization } from '../../../lib/organizations/organizations-store.ts';
import { grantableCenters, grantableOrganizations } from './grantable-roles.ts';

const centerAdminOf = (id: string, name: string): UserRole => ({
  id: `r${id}`,
  type: 'roles',
  name: 'center_admin',
  resourceType: 'VolunteerCenter',
  resourceId: id,
  resourceName: name,
});
const superAdmin: UserRole = {
  id: 'r0',
  type: 'roles',
  name: 'super_admin',
  resourceType: null,
  resourceId: null,
  resourceName: null,
};
const organization = (id: string, volunteerCenterId: string): CurrentOrganization => ({
  id,
  name: `Organisatie ${id}`,
  type: 'Foundation',
  status: 'approved',
  volunteerCenterId,
});
const organizations = [organization('100', '1'), organization('200', '2'), organization('300', '1')];

describe('the roles the add-role page offers (decision 008)', () => {
  it('offers a centre admin center_admin of their own centre only, also on another centre’s website', () => {
    const user = { roles: [centerAdminOf('1', 'Centrum Rivierstad')] };
    expect(grantableCenters(user, '1')).toEqual([{ id: '1', name: 'Centrum Rivierstad' }]);
    expect(grantableCenters(user, '2')).toEqual([{ id: '1', name: 'Centrum Rivierstad' }]);
  });

  it('puts the website’s centre first for a centre admin of several centres', () => {
    const user = { roles: [centerAdminOf('1', 'Rivierstad'), centerAdminOf('2', 'Oost')] };
    expect(grantableCenters(user, '2').map((center) => center.id)).toEqual(['2', '1']);
  });

  it('offers a super admin the website’s centre, and nobody else any', () => {
    expect(grantableCenters({ roles: [superAdmin] }, '2')).toEqual([{ id: '2', name: null }]);
    expect(grantableCenters({ roles: [] }, '2')).toEqual([]);
    expect(grantableCenters(undefined, '2')).toEqual([]);
  });

  it('offers a centre admin admin of their own centre’s organisations only', () => {
    const user = { roles: [centerAdminOf('1', 'Rivierstad')] };
    expect(grantableOrganizations(user, organizations).map((item) => item.id)).toEqual(['100', '300']);
  });

  it('offers a super admin every organisation it is given', () => {
    expect(grantableOrganizations({ roles: [superAdmin] }, organizations)).toHaveLength(3);
  });
});
