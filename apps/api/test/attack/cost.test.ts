import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigures } from './attack-findings.ts';
import { notExercisedAcrossTenants } from './attack-exclusions.ts';
import { createAttackWorld, type AttackWorld } from './attack-world.ts';
import { blockingBoundMs, measureCost, type CostMeasure } from './cost.ts';
import { readOperations, type Operation } from './openapi-operations.ts';

// Issue 29, "cost", generated from the route list: every operation that takes text, lists or a
// file gets its most expensive valid input; the event loop's longest delay meanwhile, and the wait
// of an unrelated request, must stay under the bound.
describe('what expensive valid input costs everyone else', () => {
  let world: AttackWorld;
  let operations: Operation[];
  const measures: CostMeasure[] = [];

  beforeAll(async () => {
    world = await createAttackWorld();
    operations = (await readOperations(world.testApp)).filter(
      (operation) =>
        !(operation.key in notExercisedAcrossTenants) && operation.key !== 'GET /api/v1/notifications/stream',
    );
  }, 120_000);

  afterAll(async () => {
    const worst = [...measures].sort((left, right) => right.blockedMs - left.blockedMs)[0];
    reportFigures('cost', {
      operations: measures.length,
      worstBlockedMs: worst ? Math.round(worst.blockedMs) : 0,
      worstOperation: worst?.key ?? '-',
      worstUnrelatedMs: Math.round(Math.max(0, ...measures.map((measure) => measure.unrelatedMs))),
      boundMs: blockingBoundMs,
    });
    await world?.close();
  });

  it('keeps every other request answered while one handles its most expensive valid input', async () => {
    for (const operation of operations) {
      const measure = await measureCost(world, operation, world.alfa);
      if (measure) measures.push(measure);
    }
    if (process.env.COST_REPORT) {
      for (const measure of measures) {
        process.stdout.write(
          `${measure.key} ${measure.length} ${measure.status} ${Math.round(measure.blockedMs)} ${Math.round(measure.unrelatedMs)}\n`,
        );
      }
    }
    expect(measures.length, 'operations that take input were measured').toBeGreaterThan(40);
    const findings = measures
      .filter(
        (measure) =>
          measure.status === 'hang' ||
          (typeof measure.status === 'number' && measure.status >= 500) ||
          measure.blockedMs > blockingBoundMs ||
          measure.unrelatedMs > blockingBoundMs,
      )
      .map(
        (measure) =>
          `${measure.key} (${measure.length} characters): answered ${measure.status}, blocked ${Math.round(measure.blockedMs)} ms, another request waited ${Math.round(measure.unrelatedMs)} ms`,
      );
    expect(findings).toEqual([]);
  }, 600_000);
});
