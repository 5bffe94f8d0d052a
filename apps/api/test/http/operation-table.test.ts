import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaOperations, operationResponses, type OperationResponse } from '@volunteerly/contracts/operations';
import { toWireSchema } from '@volunteerly/contracts/wire-schema';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.ready();
});
afterAll(() => testApp.close());

/** The JSON answers a route declared: status → schema, leaving out errors and other media types. */
function declaredJsonAnswers(declared: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declared).filter(
      ([status, schema]) => /^2\d\d$/.test(status) && schema instanceof z.ZodType && !(schema instanceof z.ZodString),
    ),
  );
}

/** The schema the route must declare for a table entry: the wire form, the body as it is, or no body. */
function expectedSchema(answer: OperationResponse): unknown {
  if (answer === null) return 'no body';
  if ('verbatim' in answer) return answer.verbatim;
  return toWireSchema(answer);
}

function declaredSchema(schema: unknown): unknown {
  return schema instanceof z.ZodNull ? 'no body' : schema;
}

// The web's test doubles answer from this table (apps/web/src/test/app-test-utils.tsx), so it must be the API's.
describe("the contract's operation table (@volunteerly/contracts/operations)", () => {
  it('lists every JSON route of the API', () => {
    const routes = [...testApp.app.declaredResponses.entries()]
      .filter(([key]) => key.includes(' /api/') || key.includes(' /auth') || key.includes('.json'))
      .filter(([, declared]) => Object.keys(declaredJsonAnswers(declared)).length > 0)
      .map(([key]) => key);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((key) => !(key in operationResponses))).toEqual([]);
  });

  it('names, for every operation, exactly the success schemas its route declares', () => {
    const mismatches = Object.entries(operationResponses).flatMap(([key, answers]) => {
      const declared = testApp.app.declaredResponses.get(key);
      if (!declared) return [`${key}: no such route`];
      const table: Record<string, OperationResponse> = answers;
      const declaredAnswers = declaredJsonAnswers(declared);
      const statuses = new Set([...Object.keys(table), ...Object.keys(declaredAnswers)]);
      return [...statuses].flatMap((status) => {
        const wanted = table[status];
        if (wanted === undefined) return [`${key} ${status}: declared by the route, missing in the table`];
        return expectedSchema(wanted) === declaredSchema(declaredAnswers[status])
          ? []
          : [`${key} ${status}: the route declares another schema`];
      });
    });
    expect(mismatches).toEqual([]);
  });

  it('names only routes of the API among the operations that answer in another media type', () => {
    expect(mediaOperations.filter((key) => !testApp.app.declaredResponses.has(key))).toEqual([]);
  });
});
