import { describe, expect, it } from 'vitest';
import type { PolicyActor } from '../../src/platform/auth/policy-actor.ts';
import {
  describePolicyTable,
  otherPolicyCenter,
  policyCenter,
  policyRole,
  policyTenant,
  standardPolicyActors,
} from '../support/policy-table.ts';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import {
  canActForOrganization,
  canChangeOrganizationStatus,
  canCreateOrganization,
  canCreateOrganizations,
  canDeleteOrganization,
  canListEveryStatus,
  canManageMembers,
  canMoveOrganization,
  canShowOrganization,
  canUpdateOrganization,
  currentOrganizationScope,
  everyStatusScope,
  organizationAbilities,
  type OrganizationSubject,
} from '../../src/modules/organizations/organizations.policy.ts';

// Tenant 1 holds organisation 100 (ours) and 200 (another one), both of centre 10, and
// another centre 20 (decision 008: a centre admin governs their own centre only); tenant 2
// is another partner.
const tenant = policyTenant;

const actors = standardPolicyActors satisfies Record<string, PolicyActor | undefined>;
type ActorName = keyof typeof actors;

const organization = (status: OrganizationStatus): OrganizationSubject => ({
  id: 100,
  tenantId: tenant,
  volunteerCenterId: policyCenter,
  status,
});

/** Every organisation action, as a question about organisation 100 in a given status. */
const actions = {
  listEveryStatus: (actor) => canListEveryStatus(actor, tenant),
  showPending: (actor) => canShowOrganization(actor, organization('pending')),
  showApproved: (actor) => canShowOrganization(actor, organization('approved')),
  createSomewhere: (actor) => canCreateOrganizations(actor, tenant),
  create: (actor) => canCreateOrganization(actor, { tenantId: tenant, volunteerCenterId: policyCenter }),
  update: (actor) => canUpdateOrganization(actor, organization('approved')),
  approve: (actor) => canChangeOrganizationStatus(actor, organization('pending'), 'approved'),
  deny: (actor) => canChangeOrganizationStatus(actor, organization('pending'), 'denied'),
  archive: (actor) => canChangeOrganizationStatus(actor, organization('approved'), 'archived'),
  resubmit: (actor) => canChangeOrganizationStatus(actor, organization('denied'), 'pending'),
  delete: (actor) => canDeleteOrganization(actor, organization('approved')),
  move: (actor) => canMoveOrganization(actor, organization('approved')),
  manageMembers: (actor) => canManageMembers(actor, organization('approved')),
  actFor: (actor) => canActForOrganization(actor, organization('approved')),
} satisfies Record<string, (actor: PolicyActor | undefined) => boolean>;

// Rows: actors; columns in the order of `actions`. 1 = allowed.
// `list all` is about the actor's own centres (a centre admin of centre 20 lists every status of
// centre 20's organisations); every other column is about organisation 100 of centre 10.
//                                    list show show cre cre upd app den arc res del mov mem act
//                                    all  pend appr any 10
const expected: Record<ActorName, string> = {
  superAdmin: /*                   */ '1    1    1    1   1   1   1   1   1   1   1   1   1   1',
  centerAdmin: /*                  */ '1    1    1    1   1   1   1   1   1   1   1   1   1   1',
  otherCenterAdmin: /*             */ '1    0    1    1   0   0   0   0   0   0   0   0   0   0',
  foreignCenterAdmin: /*           */ '0    0    1    0   0   0   0   0   0   0   0   0   0   0',
  orgAdmin: /*                     */ '0    1    1    0   0   1   0   0   0   1   0   0   1   1',
  otherOrgAdmin: /*                */ '0    0    1    0   0   0   0   0   0   0   0   0   0   0',
  volunteer: /*                    */ '0    0    1    0   0   0   0   0   0   0   0   0   0   0',
  anonymous: /*                    */ '0    0    1    0   0   0   0   0   0   0   0   0   0   0',
};

describePolicyTable('organisations policy: every role × every action', actors, actions, expected);

describe('organisations policy: a centre admin governs their own centre', () => {
  it('lists every status of their own centres only; approved organisations of the other centres', () => {
    expect(everyStatusScope(actors.centerAdmin, tenant)).toEqual({
      kind: 'centers',
      volunteerCenterIds: [policyCenter],
    });
    expect(everyStatusScope(actors.otherCenterAdmin, tenant)).toEqual({
      kind: 'centers',
      volunteerCenterIds: [otherPolicyCenter],
    });
    expect(everyStatusScope(actors.superAdmin, tenant)).toEqual({ kind: 'tenant' });
    expect(everyStatusScope(actors.orgAdmin, tenant)).toEqual({ kind: 'approved_only' });
    expect(everyStatusScope(actors.foreignCenterAdmin, tenant)).toEqual({ kind: 'approved_only' });
  });

  it('works for the organisations of their centres and those they administer', () => {
    const twoHats = {
      id: 9,
      tenantId: tenant,
      roles: [policyRole.centerAdminOf(otherPolicyCenter), policyRole.adminOf(100)],
    };
    expect(currentOrganizationScope(twoHats)).toEqual({
      kind: 'centers',
      volunteerCenterIds: [otherPolicyCenter],
      organizationIds: [100],
    });
    expect(canUpdateOrganization(twoHats, organization('approved'))).toBe(true);
    expect(canChangeOrganizationStatus(twoHats, organization('pending'), 'approved')).toBe(false);
  });

  it('offers a centre admin of another centre no action on an approved organisation', () => {
    expect(Object.values(organizationAbilities(actors.otherCenterAdmin, organization('approved')))).not.toContain(true);
    expect(organizationAbilities(actors.centerAdmin, organization('approved'))).toMatchObject({
      update: true,
      archive: true,
      move: true,
      manageMembers: true,
    });
  });
});
