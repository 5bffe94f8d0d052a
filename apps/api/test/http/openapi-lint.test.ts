import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The warnings of the recommended rules the document keeps (decision 041), by rule, with why:
 * each comes from how the contract's zod schemas become JSON Schema, not from a route.
 */
const keptWarnings: Record<string, string> = {
  'info-license': 'The project publishes no licence to name.',
  'no-illogical-composition-keywords':
    "A document whose `included` list holds one resource type has a union of one (the contracts' document schemas).",
  'no-required-schema-properties-undefined':
    'A count per status (`z.record` keyed by an enum) becomes `propertyNames` and `required`, without `properties`.',
};

let testApp: TestApp;
let document: string;
let problems: NormalizedProblem[];

beforeAll(async () => {
  testApp = await createTestApp();
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
  problems = await lint(document);
});
afterAll(() => testApp.close());

/** The problems Redocly's recommended rules find in an OpenAPI document. */
async function lint(source: string): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  return lintFromString({ source, absoluteRef: 'openapi.json', config });
}

/** A problem as `rule: message @ where`. */
function describeProblem(problem: NormalizedProblem): string {
  return `${problem.ruleId}: ${problem.message} @ ${problem.location[0]?.pointer ?? ''}`;
}

describe("the OpenAPI document against Redocly's recommended rules", () => {
  it('has no errors', () => {
    const errors = problems.filter((problem) => problem.severity === 'error').map(describeProblem);
    expect(errors, 'fix the document (the route or its declaration), not the rules').toEqual([]);
  });

  it('keeps only the warnings decision 041 names', () => {
    const warned = new Set(problems.filter((problem) => problem.severity === 'warn').map((problem) => problem.ruleId));
    const unexplained = [...warned].filter((rule) => !(rule in keptWarnings));
    expect(unexplained, 'fix the document, or name the rule and why in keptWarnings and decision 041').toEqual([]);
  });

  it('finds an operation that does not say how it is authorised', async () => {
    const planted = JSON.parse(document) as { paths: Record<string, Record<string, { security?: unknown }>> };
    delete planted.paths['/api/v1/tags']!['get']!.security;
    const plantedProblems = await lint(JSON.stringify(planted));
    expect(plantedProblems.filter((problem) => problem.severity === 'error').map(describeProblem)).toContain(
      'security-defined: Every operation should have security defined on it or on the root level. @ #/paths/~1api~1v1~1tags/get',
    );
  });
});
