import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionHeaders } from '../support/sessions.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { reportFigures } from './attack-findings.ts';
import { createAttackWorld, type AttackWorld } from './attack-world.ts';
import { fixedCases, generatedCases, type MalformedCase } from './malformed-requests.ts';
import { operationBodies, sessionEndingOperations } from './operation-bodies.ts';
import { fillPath, readOperations, type Operation } from './openapi-operations.ts';

/**
 * FUZZ_SEED and FUZZ_RUNS make longer local runs (`FUZZ_RUNS=200 npm run
 * test:attack`); CI runs the fixed seed, so a failure there is reproducible.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const runs = Number(process.env.FUZZ_RUNS ?? 4);

/** How long one request may take before it counts as a hang. */
const hangAfterMs = 5000;

/**
 * The fuzz smoke for one kind of caller: signed out, or signed in as a super
 * admin (who reaches the deepest code). Two files run the two halves, so they
 * run side by side.
 */
export function describeFuzzSmoke(signedIn: boolean): void {
  const caller = signedIn ? 'signed in as a super admin' : 'signed out';
  describe(`fuzz smoke, ${caller}: malformed requests to every operation never get a 5xx or hang`, () => {
    let world: AttackWorld;
    let operations: Operation[];
    const figures = { seed, runs, operations: 0, cases: 0, serverErrors: 0, hangs: 0 };

    beforeAll(async () => {
      world = await createAttackWorld();
      operations = await readOperations(world.testApp);
      figures.operations = operations.length;
    });

    afterAll(async () => {
      reportFigures(`fuzz-smoke ${caller}`, figures);
      await world?.close();
    });

    it('has a valid body to break for every operation that documents one', () => {
      const missing = operations
        .filter((operation) => operation.bodyTypes.length > 0 && !(operation.key in operationBodies))
        .map((operation) => operation.key);
      expect(missing, 'add a body to operation-bodies.ts').toEqual([]);
    });

    /** Sends the cases of one operation and writes down every 5xx and hang. */
    const sendAll = async (cases: MalformedCase[], fresh: () => Promise<Record<string, string>>) => {
      const problems: string[] = [];
      for (const malformed of cases) {
        figures.cases += 1;
        const response = await world.send(
          { ...malformed, headers: { ...malformed.headers, ...(await fresh()) } },
          hangAfterMs,
        );
        const label = `${malformed.method} ${malformed.url.slice(0, 120)} (${malformed.variant})`;
        if (response === 'hang') {
          figures.hangs += 1;
          problems.push(`no answer within ${hangAfterMs / 1000} s: ${label}`);
        } else if (response.statusCode >= 500) {
          figures.serverErrors += 1;
          problems.push(`${response.statusCode}: ${label}: ${response.body.slice(0, 160)}`);
        }
      }
      return problems;
    };

    it(`answers every malformed request ${caller} without a 5xx or a hang`, async () => {
      const problems: string[] = [];
      const alfa = world.alfa;
      for (const [index, operation] of operations.entries()) {
        // Each operation is attacked by a super admin of its own, and each case of
        // an operation that ends sessions or accounts by one of its own: a case
        // that deletes or signs out its account spoils no other case.
        const superAdmin = async () => {
          const user = await world.newUser(alfa, [{ name: 'super_admin' }], 'fuzz');
          return world.sessionFor(alfa, user);
        };
        let session: SessionHeaders | undefined;
        const fresh = async (): Promise<Record<string, string>> => {
          if (!signedIn) return {};
          if (sessionEndingOperations.has(operation.key) || !session) session = await superAdmin();
          return { ...session };
        };
        // A super admin may delete what the path names: each operation gets targets of its own.
        const ids = signedIn ? await world.freshTargets(alfa) : alfa.ids;
        const body = operationBodies[operation.key]?.({ tenant: alfa, ids, unique: index, signedIn });
        const request = {
          operation,
          path: fillPath(operation, ids) ?? operation.path,
          headers: tenantHeaders(alfa.key, { 'accept-language': 'en' }),
          ...(body ? { body } : {}),
        };
        const cases = [...fixedCases(request), ...generatedCases(request, seed + index, runs)];
        problems.push(...(await sendAll(cases, fresh)));
      }
      expect(problems).toEqual([]);
    }, 180_000);
  });
}
