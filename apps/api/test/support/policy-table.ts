import { describe, expect, it } from 'vitest';

/**
 * Describes a policy as a table: every actor × every action, with the
 * expected answers written as one row of 1s and 0s per actor, in the order of
 * `actions` (so the table in the test reads like the permission matrix).
 */
export function describePolicyTable<Actor, ActorName extends string, ActionName extends string>(
  title: string,
  actors: Record<ActorName, Actor>,
  actions: Record<ActionName, (actor: Actor) => boolean>,
  expected: Record<ActorName, string>,
): void {
  const actionNames = Object.keys(actions) as ActionName[];
  const cases = (Object.keys(actors) as ActorName[]).flatMap((actorName) => {
    const answers = expected[actorName].split(/\s+/).map((answer) => answer === '1');
    return actionNames.map((actionName, index) => [actorName, actionName, answers[index]!] as const);
  });
  describe(title, () => {
    it('has an answer for every action', () => {
      for (const answers of Object.values<string>(expected))
        expect(answers.split(/\s+/)).toHaveLength(actionNames.length);
    });

    it.each(cases)('%s → %s: %s', (actorName, actionName, allowed) => {
      expect(actions[actionName](actors[actorName])).toBe(allowed);
    });
  });
}

/**
 * The tenant the policy tables play in; organisation 100 is 'ours', 200 another
 * one, both of volunteer centre 10; centre 20 is another centre of the same
 * tenant; tenant 2 is another partner.
 */
export const policyTenant = 1;

/** The volunteer centre of the policy tables' organisations. */
export const policyCenter = 10;

/** Another volunteer centre of the same tenant. */
export const otherPolicyCenter = 20;

/** The roles the policy tables give their actors. */
export const policyRole = {
  superAdmin: { name: 'super_admin', resourceType: null, resourceId: null },
  centerAdmin: { name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: policyCenter },
  centerAdminOf: (id: number) => ({ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: id }) as const,
  adminOf: (id: number) => ({ name: 'admin', resourceType: 'Organization', resourceId: id }) as const,
} as const;

/** One actor of each kind most policies are asked about (anonymous: signed out). */
export const standardPolicyActors = {
  superAdmin: { id: 1, tenantId: policyTenant, roles: [policyRole.superAdmin] },
  centerAdmin: { id: 2, tenantId: policyTenant, roles: [policyRole.centerAdmin] },
  otherCenterAdmin: { id: 3, tenantId: policyTenant, roles: [policyRole.centerAdminOf(otherPolicyCenter)] },
  foreignCenterAdmin: { id: 4, tenantId: 2, roles: [policyRole.centerAdmin] },
  orgAdmin: { id: 5, tenantId: policyTenant, roles: [policyRole.adminOf(100)] },
  otherOrgAdmin: { id: 6, tenantId: policyTenant, roles: [policyRole.adminOf(200)] },
  volunteer: { id: 7, tenantId: policyTenant, roles: [] },
  anonymous: undefined,
};
