import { describePolicyTable, policyTenant, standardPolicyActors } from '../support/policy-table.ts';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import {
  canActForOrganization,
  canChangeOrganizationStatus,
  canCreateOrganization,
  canDeleteOrganization,
  canListEveryStatus,
  canManageMembers,
  canMoveOrganization,
  canShowOrganization,
  canUpdateOrganization,
  type OrganizationActor,
  type OrganizationSubject,
} from '../../src/modules/organizations/organizations.policy.ts';

// Tenant 1 holds organisation 100 (ours) and 200 (another one); tenant 2 is another partner.
const tenant = policyTenant;

const actors = standardPolicyActors satisfies Record<string, OrganizationActor | undefined>;
type ActorName = keyof typeof actors;

const organization = (status: OrganizationStatus): OrganizationSubject => ({ id: 100, tenantId: tenant, status });

/** Every organisation action, as a question about organisation 100 in a given status. */
const actions = {
  listEveryStatus: (actor) => canListEveryStatus(actor, tenant),
  showPending: (actor) => canShowOrganization(actor, organization('pending')),
  showApproved: (actor) => canShowOrganization(actor, organization('approved')),
  create: (actor) => canCreateOrganization(actor, tenant),
  update: (actor) => canUpdateOrganization(actor, organization('approved')),
  approve: (actor) => canChangeOrganizationStatus(actor, organization('pending'), 'approved'),
  deny: (actor) => canChangeOrganizationStatus(actor, organization('pending'), 'denied'),
  archive: (actor) => canChangeOrganizationStatus(actor, organization('approved'), 'archived'),
  resubmit: (actor) => canChangeOrganizationStatus(actor, organization('denied'), 'pending'),
  delete: (actor) => canDeleteOrganization(actor, organization('approved')),
  move: (actor) => canMoveOrganization(actor, organization('approved')),
  manageMembers: (actor) => canManageMembers(actor, organization('approved')),
  actFor: (actor) => canActForOrganization(actor, organization('approved')),
} satisfies Record<string, (actor: OrganizationActor | undefined) => boolean>;

// Rows: actors; columns in the order of `actions`. 1 = allowed.
//                                    list show show cre upd app den arc res del mov mem act
//                                    all  pend appr
const expected: Record<ActorName, string> = {
  superAdmin: /*                   */ '1    1    1    1   1   1   1   1   1   1   1   1   1',
  centerAdmin: /*                  */ '1    1    1    1   1   1   1   1   1   1   1   1   1',
  foreignCenterAdmin: /*           */ '0    0    1    0   0   0   0   0   0   0   0   0   0',
  orgAdmin: /*                     */ '0    1    1    0   1   0   0   0   1   0   0   1   1',
  otherOrgAdmin: /*                */ '0    0    1    0   0   0   0   0   0   0   0   0   0',
  volunteer: /*                    */ '0    0    1    0   0   0   0   0   0   0   0   0   0',
  anonymous: /*                    */ '0    0    1    0   0   0   0   0   0   0   0   0   0',
};

describePolicyTable('organisations policy: every role × every action', actors, actions, expected);
