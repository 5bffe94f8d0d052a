import { describe, expect, it } from 'vitest';
import type { PolicyActor } from '../../src/platform/auth/policy-actor.ts';
import {
  describePolicyTable,
  otherPolicyCenter,
  policyCenter,
  policyRole,
  policyTenant,
} from '../support/policy-table.ts';
import {
  applicationAbilities,
  applicationListScope,
  canAddNote,
  canChangeStatusAsOrganization,
  canExportApplications,
  canListManagedApplications,
  canMoveApplication,
  canSeeNotes,
  canShowApplication,
  canUndoApplicationStatus,
  type ApplicationSubject,
} from '../../src/modules/applications/applications.policy.ts';

// Tenant 1 holds organisation 100 (the vacancy's) and 200 (another one), both of centre 10, and
// another centre 20 (decision 008: its centre admin is not on the organisation side here);
// tenant 2 is another partner.
// User 7 applied; user 8 is another volunteer.
const tenant = policyTenant;
const role = policyRole;

const actors = {
  superAdmin: { id: 1, tenantId: tenant, roles: [role.superAdmin] },
  centerAdmin: { id: 2, tenantId: tenant, roles: [role.centerAdmin] },
  otherCenterAdmin: { id: 6, tenantId: tenant, roles: [role.centerAdminOf(otherPolicyCenter)] },
  foreignCenterAdmin: { id: 3, tenantId: 2, roles: [role.centerAdmin] },
  orgAdmin: { id: 4, tenantId: tenant, roles: [role.adminOf(100)] },
  otherOrgAdmin: { id: 5, tenantId: tenant, roles: [role.adminOf(200)] },
  applicant: { id: 7, tenantId: tenant, roles: [] },
  otherVolunteer: { id: 8, tenantId: tenant, roles: [] },
  anonymous: undefined,
} satisfies Record<string, PolicyActor | undefined>;
type ActorName = keyof typeof actors;

const application: ApplicationSubject = {
  tenantId: tenant,
  organizationId: 100,
  volunteerCenterId: policyCenter,
  userId: 7,
  status: 'in_progress',
  confirmed: true,
};

/** Every application action, as a question about the application above. */
const actions = {
  listManaged: (actor) => canListManagedApplications(actor, tenant),
  show: (actor) => canShowApplication(actor, application),
  changeAsOrganization: (actor) => canChangeStatusAsOrganization(actor, application),
  accept: (actor) => canMoveApplication(actor, application, 'accepted'),
  withdraw: (actor) => canMoveApplication(actor, application, 'withdrawn'),
  seeNotes: (actor) => canSeeNotes(actor, application),
  addNote: (actor) => canAddNote(actor, application),
  export: (actor) => canExportApplications(actor, tenant),
} satisfies Record<string, (actor: PolicyActor | undefined) => boolean>;

// Rows: actors; columns in the order of `actions`. 1 = allowed.
//                                    list show org  acc wdr see add exp
const expected: Record<ActorName, string> = {
  superAdmin: /*                   */ '1    1    1    1   0   1   1   1',
  centerAdmin: /*                  */ '1    1    1    1   0   1   1   1',
  otherCenterAdmin: /*             */ '1    0    0    0   0   0   0   1',
  foreignCenterAdmin: /*           */ '0    0    0    0   0   0   0   0',
  orgAdmin: /*                     */ '1    1    1    1   0   1   1   1',
  otherOrgAdmin: /*                */ '1    0    0    0   0   0   0   1',
  applicant: /*                    */ '0    1    0    0   1   0   0   0',
  otherVolunteer: /*               */ '0    0    0    0   0   0   0   0',
  anonymous: /*                    */ '0    0    0    0   0   0   0   0',
};

describePolicyTable('applications policy: every role × every action', actors, actions, expected);

// After the match (issue 31 §5): the same actors on an accepted, a started and a stopped application.
const accepted: ApplicationSubject = { ...application, status: 'accepted' };
const started: ApplicationSubject = { ...application, status: 'started' };
const stopped: ApplicationSubject = { ...application, status: 'stopped' };
const noShow: ApplicationSubject = { ...application, status: 'no_show' };

const afterMatchActions = {
  markStarted: (actor) => canMoveApplication(actor, accepted, 'started'),
  markNoShow: (actor) => canMoveApplication(actor, accepted, 'no_show'),
  markStopped: (actor) => canMoveApplication(actor, started, 'stopped'),
  undoStarted: (actor) => canUndoApplicationStatus(actor, started),
  undoStopped: (actor) => canUndoApplicationStatus(actor, stopped),
  undoNoShow: (actor) => canUndoApplicationStatus(actor, noShow),
  undoAccepted: (actor) => canUndoApplicationStatus(actor, accepted),
  withdrawStarted: (actor) => canMoveApplication(actor, started, 'withdrawn'),
  withdrawStopped: (actor) => canMoveApplication(actor, stopped, 'withdrawn'),
} satisfies Record<string, (actor: PolicyActor | undefined) => boolean>;

// Rows: actors; columns in the order of `afterMatchActions`. 1 = allowed.
//                                    start noshow stop  u-st u-sp u-ns u-acc wdr-st wdr-sp
const afterMatchExpected: Record<ActorName, string> = {
  superAdmin: /*                   */ '1    1      1     1    1    1    0     0      0',
  centerAdmin: /*                  */ '1    1      1     1    1    1    0     0      0',
  otherCenterAdmin: /*             */ '0    0      0     0    0    0    0     0      0',
  foreignCenterAdmin: /*           */ '0    0      0     0    0    0    0     0      0',
  orgAdmin: /*                     */ '1    1      1     1    1    1    0     0      0',
  otherOrgAdmin: /*                */ '0    0      0     0    0    0    0     0      0',
  applicant: /*                    */ '0    0      0     0    0    0    0     1      0',
  otherVolunteer: /*               */ '0    0      0     0    0    0    0     0      0',
  anonymous: /*                    */ '0    0      0     0    0    0    0     0      0',
};

describePolicyTable(
  'applications policy after the match: every role × every step',
  actors,
  afterMatchActions,
  afterMatchExpected,
);

describe('applications policy: the finer points', () => {
  it('hides an unconfirmed guest application from the organisation side', () => {
    const guest = { ...application, userId: null, confirmed: false };
    expect(canShowApplication(actors.orgAdmin, guest)).toBe(false);
    expect(canShowApplication(actors.centerAdmin, guest)).toBe(false);
  });

  it('offers each side only its own moves from the current status', () => {
    const waiting = { ...application, status: 'waitlisted' as const };
    expect(applicationAbilities(actors.orgAdmin, waiting)).toEqual({
      withdraw: false,
      start: true,
      accept: true,
      reject: true,
      reconsider: false,
      admit: true,
      markStarted: false,
      markNoShow: false,
      markStopped: false,
      undo: false,
      addNote: true,
    });
    expect(applicationAbilities(actors.applicant, waiting)).toEqual({
      withdraw: true,
      start: false,
      accept: false,
      reject: false,
      reconsider: false,
      admit: false,
      markStarted: false,
      markNoShow: false,
      markStopped: false,
      undo: false,
      addNote: false,
    });
    const rejected = { ...application, status: 'rejected' as const };
    expect(applicationAbilities(actors.orgAdmin, rejected)).toMatchObject({ start: false, reconsider: true });
    expect(applicationAbilities(actors.applicant, rejected).withdraw).toBe(false);
  });

  it('offers the steps after the match only from where they start, and the undo only after one', () => {
    expect(applicationAbilities(actors.orgAdmin, accepted)).toMatchObject({
      markStarted: true,
      markNoShow: true,
      markStopped: false,
      undo: false,
    });
    expect(applicationAbilities(actors.orgAdmin, started)).toMatchObject({
      markStarted: false,
      markNoShow: false,
      markStopped: true,
      undo: true,
    });
    expect(applicationAbilities(actors.orgAdmin, stopped)).toMatchObject({ markStopped: false, undo: true });
    expect(applicationAbilities(actors.applicant, started)).toMatchObject({ withdraw: true, undo: false });
    expect(applicationAbilities(actors.applicant, noShow)).toMatchObject({ withdraw: false, undo: false });
  });

  it('lists one’s own applications when asked or when one manages nothing', () => {
    const none = { mine: false, selectedOrganizationId: undefined };
    expect(applicationListScope(actors.applicant, none)).toEqual({ kind: 'own', userId: 7 });
    expect(applicationListScope(actors.superAdmin, none)).toEqual({ kind: 'tenant' });
    expect(applicationListScope(actors.centerAdmin, none)).toEqual({
      kind: 'centers',
      volunteerCenterIds: [policyCenter],
      organizationIds: [],
    });
    expect(applicationListScope(actors.orgAdmin, none)).toEqual({ kind: 'organizations', organizationIds: [100] });
    expect(applicationListScope(actors.orgAdmin, { ...none, mine: true })).toEqual({ kind: 'own', userId: 4 });
    const twoHats = { id: 9, tenantId: tenant, roles: [role.adminOf(100), role.adminOf(200)] };
    expect(applicationListScope(twoHats, { mine: false, selectedOrganizationId: 200 })).toEqual({
      kind: 'organizations',
      organizationIds: [200],
    });
  });
});
