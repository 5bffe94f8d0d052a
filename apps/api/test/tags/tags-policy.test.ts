import type { PolicyActor } from '../../src/platform/auth/policy-actor.ts';
import { describePolicyTable } from '../support/policy-table.ts';
import {
  canCreateTag,
  canDeleteTag,
  canListTags,
  canMergeTag,
  canRenameTag,
} from '../../src/modules/tags/tags.policy.ts';

// Tenant 1 holds the tag; tenant 2 is another partner.
const tenant = 1;
const tag = { tenantId: tenant };
const role = {
  superAdmin: { name: 'super_admin', resourceType: null, resourceId: null },
  centerAdmin: { name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: 10 },
  orgAdmin: { name: 'admin', resourceType: 'Organization', resourceId: 100 },
} as const;

const actors = {
  superAdmin: { id: 1, tenantId: tenant, roles: [role.superAdmin] },
  centerAdmin: { id: 2, tenantId: tenant, roles: [role.centerAdmin] },
  foreignCenterAdmin: { id: 3, tenantId: 2, roles: [role.centerAdmin] },
  orgAdmin: { id: 4, tenantId: tenant, roles: [role.orgAdmin] },
  volunteer: { id: 5, tenantId: tenant, roles: [] },
  anonymous: undefined,
} satisfies Record<string, PolicyActor | undefined>;
type ActorName = keyof typeof actors;

const actions = {
  list: (actor) => canListTags(actor, tenant),
  create: (actor) => canCreateTag(actor, tenant),
  rename: (actor) => canRenameTag(actor, tag),
  delete: (actor) => canDeleteTag(actor, tag),
  merge: (actor) => canMergeTag(actor, tag),
} satisfies Record<string, (actor: PolicyActor | undefined) => boolean>;

// Rows: actors; columns in the order of `actions`. 1 = allowed.
//                                  list create rename delete merge
const expected: Record<ActorName, string> = {
  superAdmin: /*                 */ '1    1      1      1      1',
  centerAdmin: /*                */ '1    1      1      1      1',
  foreignCenterAdmin: /*         */ '1    0      0      0      0',
  orgAdmin: /*                   */ '1    0      0      0      0',
  volunteer: /*                  */ '1    0      0      0      0',
  anonymous: /*                  */ '1    0      0      0      0',
};

describePolicyTable('tags policy: every role × every action', actors, actions, expected);
