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
