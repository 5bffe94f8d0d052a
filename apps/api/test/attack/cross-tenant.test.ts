import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { SessionHeaders } from '../support/sessions.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { answersAlikeForUnknownIds, notExercisedAcrossTenants, outsideTenantScope } from './attack-exclusions.ts';
import { errorCodeOf, leaksOf, reportFigures } from './attack-findings.ts';
import { createAttackWorld, type AttackRequest, type AttackWorld } from './attack-world.ts';
import { coverageGaps } from './attack-coverage.ts';
import { changedTables, settledFingerprint, type TenantFingerprint } from './database-fingerprint.ts';
import { bodiesNamingIds, operationBodies } from './operation-bodies.ts';
import { fillPath, idFilters, readOperations, withQuery, type Operation } from './openapi-operations.ts';

/**
 * Every spelling of tenant B's host that must still count as B's: the host
 * itself, with trailing dots, in upper case, with a port, and a subdomain
 * under B's wildcard suffix.
 */
const hostSpellings = (host: string) => [
  host,
  `${host}.`,
  `${host}..`,
  `${host.toUpperCase()}.`,
  `${host}:8443`,
  `${host}.:3000`,
  `www.${host}.`,
  `WWW.${host.toUpperCase()}.:80`,
];

describe("cross-tenant matrix: tenant B never reads or changes tenant A's data", () => {
  let world: AttackWorld;
  let operations: Operation[];
  let bravoSuperAdmin: SessionHeaders;
  let alfaSuperAdmin: SessionHeaders;
  let alfaFingerprint: TenantFingerprint;
  let alfaBeforeAttack: TenantFingerprint;
  const figures = { operations: 0, operationsWithIds: 0, variants: 0, requests: 0, leaks: 0, changes: 0 };

  beforeAll(async () => {
    world = await createAttackWorld();
    operations = await readOperations(world.testApp);
    bravoSuperAdmin = await world.sessionFor(world.bravo, world.bravo.users.superAdmin);
    alfaSuperAdmin = await world.sessionFor(world.alfa, world.alfa.users.superAdmin);
    alfaFingerprint = await settledFingerprint(world.testApp.app, world.testApp.database, world.alfa.id);
    alfaBeforeAttack = alfaFingerprint;
  });

  afterAll(async () => {
    reportFigures('cross-tenant', figures);
    await world?.close();
  });

  const tenantScoped = () => operations.filter((operation) => !(operation.key in outsideTenantScope));

  /** The operations that name a resource: a path parameter, an id filter or ids in the body. */
  const withIds = () =>
    operations.filter(
      (operation) =>
        !(operation.key in notExercisedAcrossTenants) &&
        (operation.pathParameters.length > 0 ||
          operation.queryParameters.some((name) => idFilters(operation, world.alfa.ids).query[name] !== undefined) ||
          bodiesNamingIds.has(operation.key)),
    );

  /** The operation aimed at tenant A's resources: A's ids in the path, the id filters and the body. */
  const aimedAtAlfa = (operation: Operation, headers: Record<string, string>): AttackRequest => {
    const path = fillPath(operation, world.alfa.ids);
    if (path === undefined) throw new Error(`${operation.key}: no id to fill the path with`);
    const body = operationBodies[operation.key]?.({
      tenant: world.alfa,
      ids: world.alfa.ids,
      unique: figures.requests,
    });
    return {
      method: operation.method,
      url: withQuery(path, idFilters(operation, world.alfa.ids).query),
      headers: { 'accept-language': 'en', ...headers },
      ...(body ? { body } : {}),
    };
  };

  /** Sends one attempt and writes down what went wrong with it. */
  const attempt = async (
    label: string,
    request: AttackRequest,
    expectation: (response: LightMyRequestResponse) => string | undefined,
    problems: string[],
  ) => {
    figures.requests += 1;
    const response = await world.send(request);
    if (response === 'hang') {
      problems.push(`${label}: no answer within 5 s`);
      return;
    }
    const leaks = leaksOf(response, world.alfa);
    figures.leaks += leaks.length;
    if (leaks.length > 0) problems.push(`${label}: ${response.statusCode} shows ${leaks.join(', ')}`);
    if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    const unexpected = expectation(response);
    if (unexpected) problems.push(`${label}: ${unexpected}`);
  };

  /** Compares tenant A's rows with the fingerprint taken before the attack. */
  const expectAlfaUnchanged = async (label: string, problems: string[]) => {
    const now = await settledFingerprint(world.testApp.app, world.testApp.database, world.alfa.id);
    const changed = changedTables(alfaFingerprint, now);
    if (changed.length > 0) {
      figures.changes += 1;
      problems.push(`${label}: changed tenant A's ${changed.join(', ')}`);
      alfaFingerprint = now;
    }
  };

  /**
   * An id of another tenant in the path or body is unknown here: the answer is a
   * refusal. (A list filtered by such an id rightly answers an empty 200: the
   * leak check covers it.)
   */
  const refused = (operation: Operation) => (response: LightMyRequestResponse) => {
    const namesResource = operation.pathParameters.length > 0 || bodiesNamingIds.has(operation.key);
    if (!namesResource || operation.key in answersAlikeForUnknownIds || response.statusCode >= 400) return undefined;
    return `answered ${response.statusCode} to an id of another tenant`;
  };

  it('exercises or lists every operation of the OpenAPI document', () => {
    figures.operations = operations.length;
    expect(operations.length).toBeGreaterThan(50);
    const gaps = coverageGaps(operations, world.alfa.ids);
    expect(gaps, 'exercise these operations or list them with a reason in attack-exclusions.ts').toEqual([]);
    const stale = Object.keys({ ...notExercisedAcrossTenants, ...answersAlikeForUnknownIds }).filter(
      (key) => !operations.some((operation) => operation.key === key),
    );
    expect(stale, 'attack-exclusions.ts names operations the API no longer has').toEqual([]);
    figures.operationsWithIds = withIds().length;
  });

  it("refuses A's ids to B's super admin (B's session, B's X-Tenant) and changes nothing", async () => {
    const problems: string[] = [];
    figures.variants += 1;
    for (const operation of withIds()) {
      const request = aimedAtAlfa(operation, tenantHeaders(world.bravo.key, { ...bravoSuperAdmin }));
      await attempt(`${operation.key} as B`, request, refused(operation), problems);
      await expectAlfaUnchanged(`${operation.key} as B`, problems);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("refuses A's session presented with B's X-Tenant and changes nothing", async () => {
    const problems: string[] = [];
    figures.variants += 1;
    for (const operation of withIds()) {
      const request = aimedAtAlfa(operation, tenantHeaders(world.bravo.key, { ...alfaSuperAdmin }));
      await attempt(`${operation.key} with A's session in B`, request, refused(operation), problems);
      await expectAlfaUnchanged(`${operation.key} with A's session in B`, problems);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("refuses A's X-Tenant on every spelling of B's host, for every tenant-scoped operation", async () => {
    const problems: string[] = [];
    const spellings = hostSpellings(world.bravo.host);
    figures.variants += spellings.length;
    for (const operation of tenantScoped()) {
      for (const host of spellings) {
        const path = fillPath(operation, world.alfa.ids) ?? operation.path;
        const body = operationBodies[operation.key]?.({
          tenant: world.alfa,
          ids: world.alfa.ids,
          unique: figures.requests,
        });
        const request: AttackRequest = {
          method: operation.method,
          url: path,
          headers: tenantHeaders(world.alfa.key, { ...alfaSuperAdmin, host, 'accept-language': 'en' }),
          ...(body ? { body } : {}),
        };
        await attempt(
          `${operation.key} on host ${host}`,
          request,
          (response) =>
            response.statusCode === 403 && errorCodeOf(response) === 'tenant_host_mismatch'
              ? undefined
              : `answered ${response.statusCode} ${errorCodeOf(response) ?? ''} instead of 403 tenant_host_mismatch`,
          problems,
        );
      }
      await expectAlfaUnchanged(`${operation.key} on B's hosts`, problems);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("refuses A's centre in Volunteer-Center-Id and A's organisation in Current-Organization-Id", async () => {
    const problems: string[] = [];
    figures.variants += 2;
    for (const operation of withIds()) {
      const asBravo = tenantHeaders(world.bravo.key, { ...bravoSuperAdmin });
      const centerRequest = aimedAtAlfa(operation, { ...asBravo, 'volunteer-center-id': world.alfa.ids.center });
      await attempt(
        `${operation.key} with A's Volunteer-Center-Id`,
        centerRequest,
        (response) =>
          response.statusCode === 400 && errorCodeOf(response) === 'volunteer_center_invalid'
            ? undefined
            : `answered ${response.statusCode} ${errorCodeOf(response) ?? ''} instead of 400 volunteer_center_invalid`,
        problems,
      );
      const organizationRequest = aimedAtAlfa(operation, {
        ...asBravo,
        'current-organization-id': world.alfa.ids.organization,
      });
      await attempt(
        `${operation.key} with A's Current-Organization-Id`,
        organizationRequest,
        refused(operation),
        problems,
      );
      await expectAlfaUnchanged(`${operation.key} with A's headers`, problems);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("keeps A's resources out of B's lists filtered by A's ids", async () => {
    const problems: string[] = [];
    figures.variants += 1;
    const lists = tenantScoped().filter(
      (operation) => operation.method === 'GET' && Object.keys(idFilters(operation, world.alfa.ids).query).length > 0,
    );
    expect(lists.length).toBeGreaterThan(3);
    for (const operation of lists) {
      for (const [name, id] of Object.entries(idFilters(operation, world.alfa.ids).query)) {
        for (const session of [bravoSuperAdmin, undefined]) {
          const headers = tenantHeaders(world.bravo.key, { ...session, 'accept-language': 'en' });
          const url = withQuery(fillPath(operation, world.bravo.ids) ?? operation.path, { [name]: id });
          await attempt(`${operation.key}?${name}=A`, { method: 'GET', url, headers }, () => undefined, problems);
        }
      }
    }
    await expectAlfaUnchanged('the filtered lists', problems);
    expect(problems).toEqual([]);
  }, 120_000);

  it('leaves every row of tenant A as it was before the attack', async () => {
    const afterAttack = await settledFingerprint(world.testApp.app, world.testApp.database, world.alfa.id);
    expect(changedTables(alfaBeforeAttack, afterAttack)).toEqual([]);
  });
});
