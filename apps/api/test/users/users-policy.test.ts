import { describe, expect, it } from 'vitest';
import type { PolicyActor, PolicyRole } from '../../src/platform/auth/policy-actor.ts';
import {
  accountAbilities,
  canAddRole,
  canCreateUsers,
  canDestroyUser,
  canGrantSuperAdmin,
  canListUsers,
  canRemoveRole,
  canResendConfirmation,
  canSignInAs,
  canUpdateUser,
  canViewDevMail,
  canViewUser,
} from '../../src/modules/users/users.policy.ts';

const tenant = 1;
const superAdminRole: PolicyRole = { name: 'super_admin', resourceType: null, resourceId: null };
// Centre 10 is the centre admins' own; centre 20 another centre of the same tenant (decision 008).
const centerAdminRole: PolicyRole = { name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: 10 };
const otherCenterRole: PolicyRole = { name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: 20 };
// Organisations 100 and 200 are of centre 10, organisation 300 of centre 20.
const adminOf = (organizationId: number, volunteerCenterId = 10): PolicyRole => ({
  name: 'admin',
  resourceType: 'Organization',
  resourceId: organizationId,
  volunteerCenterId,
});

const people = {
  superAdmin: { id: 1, tenantId: tenant, roles: [superAdminRole] },
  otherSuperAdmin: { id: 2, tenantId: tenant, roles: [superAdminRole] },
  centerAdmin: { id: 3, tenantId: tenant, roles: [centerAdminRole] },
  otherCenterAdmin: { id: 4, tenantId: tenant, roles: [centerAdminRole] },
  centerAdminOfCenter20: { id: 11, tenantId: tenant, roles: [otherCenterRole] },
  adminInCenter20: { id: 12, tenantId: tenant, roles: [adminOf(300, 20)] },
  orgAdmin: { id: 5, tenantId: tenant, roles: [adminOf(100)] },
  colleagueAdmin: { id: 6, tenantId: tenant, roles: [adminOf(100)] },
  otherOrgAdmin: { id: 7, tenantId: tenant, roles: [adminOf(200)] },
  volunteer: { id: 8, tenantId: tenant, roles: [] },
  foreignVolunteer: { id: 9, tenantId: 2, roles: [] },
  foreignSuperAdmin: { id: 10, tenantId: 2, roles: [superAdminRole] },
} satisfies Record<string, PolicyActor>;
type Person = keyof typeof people;

describe('users policy: general abilities', () => {
  it.each([
    [
      'super admin',
      'superAdmin',
      {
        listUsers: true,
        createUsers: true,
        grantSuperAdmin: true,
        viewDevMail: true,
        viewDevJobs: true,
        manageCenter: true,
        manageVacancies: true,
        manageUsers: true,
        createOrganizations: true,
        approveOrganizations: true,
        manageTags: true,
        manageSettings: true,
      },
    ],
    [
      'centre admin',
      'centerAdmin',
      {
        listUsers: true,
        createUsers: true,
        grantSuperAdmin: false,
        viewDevMail: false,
        viewDevJobs: false,
        manageCenter: true,
        manageVacancies: true,
        manageUsers: true,
        createOrganizations: true,
        approveOrganizations: true,
        manageTags: true,
        manageSettings: true,
      },
    ],
    [
      'organisation admin',
      'orgAdmin',
      {
        listUsers: true,
        createUsers: false,
        grantSuperAdmin: false,
        viewDevMail: false,
        viewDevJobs: false,
        manageCenter: false,
        manageVacancies: true,
        manageUsers: false,
        createOrganizations: false,
        approveOrganizations: false,
        manageTags: false,
        manageSettings: true,
      },
    ],
    [
      'volunteer',
      'volunteer',
      {
        listUsers: false,
        createUsers: false,
        grantSuperAdmin: false,
        viewDevMail: false,
        viewDevJobs: false,
        manageCenter: false,
        manageVacancies: false,
        manageUsers: false,
        createOrganizations: false,
        approveOrganizations: false,
        manageTags: false,
        manageSettings: false,
      },
    ],
  ] as const)('a %s has these account abilities', (_name, person, expected) => {
    const actor = people[person as Person];
    expect(accountAbilities(actor)).toEqual(expected);
    expect(canListUsers(actor)).toBe(expected.listUsers);
    expect(canCreateUsers(actor)).toBe(expected.createUsers);
    expect(canGrantSuperAdmin(actor)).toBe(expected.grantSuperAdmin);
    expect(canViewDevMail(actor)).toBe(expected.viewDevMail);
  });
});

type Check = (actor: PolicyActor, target: PolicyActor) => boolean;
// 'admin role' is of an organisation of centre 10, 'center_admin role' of centre 10; the
// 'of centre 20' actions name centre 20 or one of its organisations.
const actions: Record<string, Check> = {
  view: canViewUser,
  update: canUpdateUser,
  destroy: canDestroyUser,
  'add admin role': (actor, target) => canAddRole(actor, target, { name: 'admin', volunteerCenterId: 10 }),
  'add center_admin role': (actor, target) =>
    canAddRole(actor, target, { name: 'center_admin', volunteerCenterId: 10 }),
  'add admin role of centre 20': (actor, target) => canAddRole(actor, target, { name: 'admin', volunteerCenterId: 20 }),
  'add center_admin role of centre 20': (actor, target) =>
    canAddRole(actor, target, { name: 'center_admin', volunteerCenterId: 20 }),
  'grant super_admin': (actor, target) => canAddRole(actor, target, { name: 'super_admin', volunteerCenterId: null }),
  'remove admin role': (actor, target) => canRemoveRole(actor, target, { name: 'admin', volunteerCenterId: 10 }),
  'remove center_admin role of centre 20': (actor, target) =>
    canRemoveRole(actor, target, { name: 'center_admin', volunteerCenterId: 20 }),
  'remove super_admin': (actor, target) =>
    canRemoveRole(actor, target, { name: 'super_admin', volunteerCenterId: null }),
  'sign in as': canSignInAs,
  'resend confirmation': canResendConfirmation,
};
type Action = keyof typeof actions;

// Every row: who, does what, to whom, and whether it is allowed.
const rows: [Person, Action, Person, boolean][] = [
  // super admin: everything in their tenant, except on themselves where noted
  ['superAdmin', 'view', 'volunteer', true],
  ['superAdmin', 'update', 'otherSuperAdmin', true],
  ['superAdmin', 'destroy', 'centerAdmin', true],
  ['superAdmin', 'destroy', 'superAdmin', false],
  ['superAdmin', 'grant super_admin', 'volunteer', true],
  ['superAdmin', 'remove super_admin', 'otherSuperAdmin', true],
  ['superAdmin', 'add center_admin role', 'volunteer', true],
  ['superAdmin', 'add admin role', 'superAdmin', false],
  ['superAdmin', 'remove admin role', 'orgAdmin', true],
  ['superAdmin', 'remove super_admin', 'superAdmin', false],
  ['superAdmin', 'add center_admin role of centre 20', 'volunteer', true],
  ['superAdmin', 'add admin role of centre 20', 'volunteer', true],
  ['superAdmin', 'remove center_admin role of centre 20', 'centerAdminOfCenter20', true],
  ['superAdmin', 'sign in as', 'centerAdmin', true],
  ['superAdmin', 'sign in as', 'volunteer', true],
  ['superAdmin', 'sign in as', 'otherSuperAdmin', false],
  ['superAdmin', 'sign in as', 'superAdmin', false],
  ['superAdmin', 'resend confirmation', 'volunteer', true],
  // a super admin of another tenant is a stranger here
  ['foreignSuperAdmin', 'view', 'volunteer', false],
  ['foreignSuperAdmin', 'update', 'volunteer', false],
  ['foreignSuperAdmin', 'destroy', 'volunteer', false],
  ['foreignSuperAdmin', 'sign in as', 'volunteer', false],
  ['superAdmin', 'view', 'foreignVolunteer', false],
  ['superAdmin', 'destroy', 'foreignVolunteer', false],
  // centre admin: the tenant's users, never a super admin, never super_admin itself
  ['centerAdmin', 'view', 'volunteer', true],
  ['centerAdmin', 'view', 'superAdmin', true],
  ['centerAdmin', 'update', 'volunteer', true],
  ['centerAdmin', 'update', 'superAdmin', false],
  ['centerAdmin', 'destroy', 'orgAdmin', true],
  ['centerAdmin', 'destroy', 'superAdmin', false],
  ['centerAdmin', 'destroy', 'centerAdmin', false],
  ['centerAdmin', 'add admin role', 'volunteer', true],
  ['centerAdmin', 'add center_admin role', 'volunteer', true],
  ['centerAdmin', 'grant super_admin', 'volunteer', false],
  ['centerAdmin', 'grant super_admin', 'centerAdmin', false],
  ['centerAdmin', 'add admin role', 'centerAdmin', false],
  ['centerAdmin', 'remove admin role', 'superAdmin', false],
  ['centerAdmin', 'remove super_admin', 'superAdmin', false],
  ['centerAdmin', 'sign in as', 'volunteer', true],
  ['centerAdmin', 'sign in as', 'orgAdmin', true],
  ['centerAdmin', 'sign in as', 'otherCenterAdmin', false],
  ['centerAdmin', 'sign in as', 'superAdmin', false],
  ['centerAdmin', 'resend confirmation', 'volunteer', true],
  ['centerAdmin', 'resend confirmation', 'superAdmin', false],
  ['centerAdmin', 'view', 'foreignVolunteer', false],
  // centre admin and another centre of the same tenant (decision 008): roles of their own centre only
  ['centerAdmin', 'add center_admin role of centre 20', 'volunteer', false],
  ['centerAdmin', 'add admin role of centre 20', 'volunteer', false],
  ['centerAdmin', 'remove center_admin role of centre 20', 'centerAdminOfCenter20', false],
  ['centerAdmin', 'view', 'centerAdminOfCenter20', true],
  ['centerAdmin', 'update', 'centerAdminOfCenter20', false],
  ['centerAdmin', 'destroy', 'centerAdminOfCenter20', false],
  ['centerAdmin', 'resend confirmation', 'centerAdminOfCenter20', false],
  ['centerAdmin', 'sign in as', 'centerAdminOfCenter20', false],
  ['centerAdmin', 'update', 'otherCenterAdmin', true],
  ['centerAdmin', 'view', 'adminInCenter20', true],
  ['centerAdmin', 'update', 'adminInCenter20', false],
  ['centerAdmin', 'destroy', 'adminInCenter20', false],
  ['centerAdmin', 'sign in as', 'adminInCenter20', false],
  ['centerAdmin', 'add admin role of centre 20', 'adminInCenter20', false],
  ['centerAdminOfCenter20', 'sign in as', 'adminInCenter20', true],
  ['centerAdminOfCenter20', 'sign in as', 'orgAdmin', false],
  ['superAdmin', 'sign in as', 'adminInCenter20', true],
  ['centerAdminOfCenter20', 'add center_admin role', 'volunteer', false],
  ['centerAdminOfCenter20', 'add admin role', 'volunteer', false],
  ['centerAdminOfCenter20', 'remove admin role', 'orgAdmin', false],
  ['centerAdminOfCenter20', 'add admin role of centre 20', 'volunteer', true],
  ['centerAdminOfCenter20', 'update', 'volunteer', true],
  ['centerAdminOfCenter20', 'update', 'centerAdmin', false],
  ['centerAdminOfCenter20', 'view', 'centerAdmin', true],
  // organisation admin: sees their organisation's people, manages nobody
  ['orgAdmin', 'view', 'colleagueAdmin', true],
  ['orgAdmin', 'view', 'orgAdmin', true],
  ['orgAdmin', 'view', 'otherOrgAdmin', false],
  ['orgAdmin', 'view', 'volunteer', false],
  ['orgAdmin', 'update', 'colleagueAdmin', false],
  ['orgAdmin', 'destroy', 'colleagueAdmin', false],
  ['orgAdmin', 'add admin role', 'volunteer', false],
  ['orgAdmin', 'remove admin role', 'colleagueAdmin', false],
  ['orgAdmin', 'sign in as', 'volunteer', false],
  ['orgAdmin', 'add center_admin role', 'colleagueAdmin', false],
  ['orgAdmin', 'add center_admin role of centre 20', 'colleagueAdmin', false],
  ['orgAdmin', 'add admin role of centre 20', 'volunteer', false],
  ['orgAdmin', 'remove center_admin role of centre 20', 'centerAdminOfCenter20', false],
  ['orgAdmin', 'grant super_admin', 'colleagueAdmin', false],
  ['orgAdmin', 'remove super_admin', 'superAdmin', false],
  ['orgAdmin', 'resend confirmation', 'colleagueAdmin', false],
  // volunteer: only themselves, and only to look
  ['volunteer', 'view', 'volunteer', true],
  ['volunteer', 'view', 'orgAdmin', false],
  ['volunteer', 'update', 'volunteer', false],
  ['volunteer', 'destroy', 'volunteer', false],
  ['volunteer', 'add admin role', 'volunteer', false],
  ['volunteer', 'grant super_admin', 'volunteer', false],
  ['volunteer', 'sign in as', 'orgAdmin', false],
  ['volunteer', 'add center_admin role', 'volunteer', false],
  ['volunteer', 'add center_admin role of centre 20', 'volunteer', false],
  ['volunteer', 'add admin role of centre 20', 'volunteer', false],
  ['volunteer', 'remove center_admin role of centre 20', 'centerAdminOfCenter20', false],
  ['volunteer', 'remove admin role', 'orgAdmin', false],
  ['volunteer', 'remove super_admin', 'superAdmin', false],
  ['volunteer', 'resend confirmation', 'volunteer', false],
];

describe('users policy: who may do what to whom', () => {
  it.each(
    rows.map(
      ([actor, action, target, allowed]) => [actor, allowed ? 'may' : 'may not', action, target, allowed] as const,
    ),
  )('%s %s %s %s', (actor, _verdict, action, target, allowed) => {
    expect(actions[action]!(people[actor], people[target])).toBe(allowed);
  });

  it('refuses sign-in-as from a session that is itself an impersonation', () => {
    expect(canSignInAs({ ...people.centerAdmin, impersonatorUserId: people.superAdmin.id }, people.volunteer)).toBe(
      false,
    );
  });

  it.each(['superAdmin', 'centerAdmin', 'orgAdmin', 'volunteer'] as const)(
    'has a row for every action of a %s',
    (actor) => {
      const covered = new Set(rows.filter((row) => row[0] === actor).map((row) => row[1]));
      expect(Object.keys(actions).filter((action) => !covered.has(action))).toEqual([]);
    },
  );
});
