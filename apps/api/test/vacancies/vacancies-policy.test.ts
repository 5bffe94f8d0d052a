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
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import {
  canApplyToVacancy,
  canBulkUpdateVacancies,
  canChangeVacancyStatus,
  canCreateVacancy,
  canDeleteVacancy,
  canFavoriteVacancy,
  canListVacancies,
  canShowVacancy,
  canUpdateVacancy,
  canViewVacancyApplications,
  vacancyAbilities,
  vacancyListScope,
  type ShownVacancySubject,
} from '../../src/modules/vacancies/vacancies.policy.ts';

// Tenant 1 holds organisation 100 (ours) and 200 (another one), both of centre 10, and another
// centre 20 whose centre admin manages none of their vacancies (decision 008); tenant 2 is
// another partner.
const tenant = policyTenant;

const actors = standardPolicyActors satisfies Record<string, PolicyActor | undefined>;
type ActorName = keyof typeof actors;

// A published vacancy here is public; `hidden` is one that is published but not public (expired,
// or its organisation pending, denied or archived).
const vacancy = (status: VacancyStatus, organizationId = 100): ShownVacancySubject => ({
  tenantId: tenant,
  organizationId,
  volunteerCenterId: policyCenter,
  status,
  isPublic: status === 'published',
});
const hidden: ShownVacancySubject = { ...vacancy('published'), isPublic: false };
const ourOrganization = { id: 100, tenantId: tenant, volunteerCenterId: policyCenter };

/** Every vacancy action, as a question about a vacancy of organisation 100 (and 200 for the mixed bulk). */
const actions = {
  list: (actor) => canListVacancies(actor, tenant),
  showDraft: (actor) => canShowVacancy(actor, vacancy('draft')),
  showPublished: (actor) => canShowVacancy(actor, vacancy('published')),
  showClosed: (actor) => canShowVacancy(actor, vacancy('closed')),
  create: (actor) => canCreateVacancy(actor, ourOrganization),
  update: (actor) => canUpdateVacancy(actor, vacancy('published')),
  deleteDraft: (actor) => canDeleteVacancy(actor, vacancy('draft')),
  changeStatus: (actor) => canChangeVacancyStatus(actor, vacancy('draft')),
  bulk: (actor) => canBulkUpdateVacancies(actor, [vacancy('draft'), vacancy('published')]),
  bulkMixed: (actor) => canBulkUpdateVacancies(actor, [vacancy('draft'), vacancy('draft', 200)]),
  favorite: (actor) => canFavoriteVacancy(actor, vacancy('published')),
  favoriteDraft: (actor) => canFavoriteVacancy(actor, vacancy('draft')),
  apply: (actor) => canApplyToVacancy(actor, vacancy('published'), { hasApplied: false }),
  viewApplications: (actor) => canViewVacancyApplications(actor, vacancy('published')),
} satisfies Record<string, (actor: PolicyActor | undefined) => boolean>;

// Rows: actors; columns in the order of `actions`. 1 = allowed.
//                                    list show show show cre upd del sta blk blk fav fav app view
//                                         drft publ clos         drft         mix     drft     apps
const expected: Record<ActorName, string> = {
  superAdmin: /*                   */ '1    1    1    1    1   1   1   1   1   1   1   0   0   1',
  centerAdmin: /*                  */ '1    1    1    1    1   1   1   1   1   1   1   0   0   1',
  otherCenterAdmin: /*             */ '1    0    1    0    0   0   0   0   0   0   1   0   1   0',
  foreignCenterAdmin: /*           */ '0    0    1    0    0   0   0   0   0   0   0   0   1   0',
  orgAdmin: /*                     */ '1    1    1    1    1   1   1   1   1   0   1   0   0   1',
  otherOrgAdmin: /*                */ '1    0    1    0    0   0   0   0   0   0   1   0   1   0',
  volunteer: /*                    */ '0    0    1    0    0   0   0   0   0   0   1   0   1   0',
  anonymous: /*                    */ '0    0    1    0    0   0   0   0   0   0   0   0   1   0',
};

describePolicyTable('vacancies policy: every role × every action', actors, actions, expected);

describe('vacancies policy: every role × every action: more', () => {
  it('refuses a bulk change of nothing', () => {
    expect(canBulkUpdateVacancies(actors.superAdmin, [])).toBe(false);
  });

  it('does not offer applying to someone who has applied already', () => {
    expect(canApplyToVacancy(actors.volunteer, vacancy('published'), { hasApplied: true })).toBe(false);
  });

  it('shows a published vacancy that is not public only to those who manage it, and lets nobody apply or save it', () => {
    const managers = ['superAdmin', 'centerAdmin', 'orgAdmin'];
    for (const [name, actor] of Object.entries(actors)) {
      expect(canShowVacancy(actor, hidden), name).toBe(managers.includes(name));
      expect(canApplyToVacancy(actor, hidden, { hasApplied: false }), name).toBe(false);
      expect(canFavoriteVacancy(actor, hidden), name).toBe(false);
    }
  });
});

describe('vacancies policy: the back-office list scope', () => {
  it('is the whole tenant for super admins, whatever organisation is selected', () => {
    expect(vacancyListScope(actors.superAdmin, 100)).toEqual({ kind: 'tenant' });
    expect(vacancyListScope(actors.superAdmin, undefined)).toEqual({ kind: 'tenant' });
  });

  it('is their own centre for a centre admin, with the organisations they administer', () => {
    expect(vacancyListScope(actors.centerAdmin, 100)).toEqual({
      kind: 'centers',
      volunteerCenterIds: [policyCenter],
      organizationIds: [],
    });
    const twoHats = {
      id: 9,
      tenantId: tenant,
      roles: [policyRole.centerAdminOf(otherPolicyCenter), policyRole.adminOf(100)],
    };
    expect(vacancyListScope(twoHats, undefined)).toEqual({
      kind: 'centers',
      volunteerCenterIds: [otherPolicyCenter],
      organizationIds: [100],
    });
  });

  it('is the administered organisations, narrowed to the selected one', () => {
    const admin = { id: 10, tenantId: tenant, roles: [policyRole.adminOf(100), policyRole.adminOf(300)] };
    expect(vacancyListScope(admin, undefined)).toEqual({ kind: 'organizations', organizationIds: [100, 300] });
    expect(vacancyListScope(admin, 300)).toEqual({ kind: 'organizations', organizationIds: [300] });
  });
});

describe('vacancies policy: abilities follow the state machine', () => {
  const abilities = (status: VacancyStatus, actor: PolicyActor | undefined) =>
    Object.entries(vacancyAbilities(actor, vacancy(status), { hasApplied: false }))
      .filter(([, allowed]) => allowed)
      .map(([name]) => name)
      .sort();

  it.each([
    ['draft', ['archive', 'delete', 'publish', 'update', 'viewApplications']],
    ['published', ['archive', 'close', 'update', 'viewApplications']],
    ['closed', ['archive', 'reopen', 'update', 'viewApplications']],
    ['archived', ['restore', 'update', 'viewApplications']],
  ] as const)('offers the organisation for a %s vacancy: %j', (status, names) => {
    expect(abilities(status, actors.orgAdmin)).toEqual(names);
  });

  it('offers a visitor only applying, and only to a published vacancy', () => {
    expect(abilities('published', undefined)).toEqual(['apply']);
    expect(abilities('closed', undefined)).toEqual([]);
  });
});
