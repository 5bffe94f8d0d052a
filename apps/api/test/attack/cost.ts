import sharp from 'sharp';
import { watchEventLoop } from '../support/loop-watch.ts';
import { tenantHeaders } from '../support/test-app.ts';
import type { AttackTenant, AttackWorld } from './attack-world.ts';
import { fillPath, withQuery, type Operation } from './openapi-operations.ts';
import { operationBodies, type RequestBody } from './operation-bodies.ts';

/**
 * Expensive valid input (issue 29, "cost"): the largest input an operation accepts, made of what
 * costs most to handle — nested Liquid loops that produce much output, Dutch words with typos for
 * the search's matching, as many list items as it takes, an image that decodes to 49 megapixels —
 * while we measure how long the process could not answer anything else (the event loop's longest
 * delay: with PGlite, SQL runs on that loop too) and how long an unrelated request waited.
 */

/**
 * How long the process may be unable to answer anyone else while one call with expensive valid
 * input is handled. Before issue 29 one template preview held it 4–5 s and a saved template
 * 2.5 s per mail; ordinary calls hold it for milliseconds. Generous, so a busy machine does not
 * fail it; any call that blocks like those did still does.
 */
export const blockingBoundMs = 1_500;

/** Text that costs: Liquid that loops and writes much, and words the Dutch matching has to correct. */
const costlyUnit =
  '{% for a in (1..999) %}{% for b in (1..999) %}{{ a }}{{ b }}{% endfor %}{% endfor %} ' +
  'fietsmaatje ouderenzorgg taalmaatjs vrijwiliger buurthuiss boodschappn voedselbnk wandelmaatje ';

/** Costly text of a length. */
export function costlyText(length: number): string {
  return costlyUnit.repeat(Math.ceil(length / costlyUnit.length)).slice(0, length);
}

/** The lengths tried, longest first, until the operation accepts one. */
export const costlyLengths = [100_000, 20_000, 2_000, 200, 40] as const;

/** How many items a list gets with text of a length: long lists of long text first. */
function itemsFor(length: number): number {
  if (length >= 20_000) return 1_000;
  if (length >= 2_000) return 100;
  return length >= 200 ? 10 : 2;
}

/** Query parameters that take free text (a search): the others keep their defaults. */
const freeTextParameter = /search|\bq\b|query|words/;

/** Keys whose strings are formats or choices: kept as the valid body has them. */
const notFreeText =
  /(^|_)(email|password|token|locale|event|status|kind|type|role|url|urls|date|time|phone|postcode|frequency|scope|channel|color|font|shape|id|ids)$|_en$/;

/** The body with every free-text string made costly, and every list of strings as long as `items`. */
export function costlyJson(value: unknown, length: number, items: number, key = ''): unknown {
  if (typeof value === 'string') return notFreeText.test(key) ? value : costlyText(length);
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string') && !notFreeText.test(key)) {
      return Array.from({ length: items }, (_, index) => `${costlyText(Math.min(length, 200))} ${index}`);
    }
    return value.map((item) => costlyJson(item, length, items, key));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, costlyJson(item, length, items, name)]),
    );
  }
  return value;
}

let decompressionBomb: Buffer | undefined;

/** A small PNG that decodes to 7,000 × 7,000 pixels (49 megapixels). */
export async function bigImage(): Promise<Buffer> {
  decompressionBomb ??= await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return decompressionBomb;
}

/** What one costly call cost the rest of the process. */
export interface CostMeasure {
  key: string;
  /** The costly length the operation took (or the last it refused). */
  length: number;
  status: number | 'hang';
  /** The longest the event loop could not run anything else, in ms. */
  blockedMs: number;
  /** How long an unrelated request, sent just after, waited for its answer, in ms. */
  unrelatedMs: number;
}

/**
 * Sends the costly variants of an operation (longest first, until one is not refused as
 * invalid) as a super admin of the tenant, each with an unrelated request sent just after it.
 */
export async function measureCost(
  world: AttackWorld,
  operation: Operation,
  tenant: AttackTenant,
): Promise<CostMeasure | undefined> {
  let last: CostMeasure | undefined;
  for (const length of costlyLengths) {
    // An account of its own per call: a call may end its session or erase its account.
    const session = await world.sessionFor(tenant, await world.newUser(tenant, [{ name: 'super_admin' }], 'duur'));
    const ids = operation.writes ? await world.freshTargets(tenant) : tenant.ids;
    const path = fillPath(operation, ids);
    if (path === undefined) return undefined;
    const query = Object.fromEntries(
      operation.queryParameters
        .filter((name) => freeTextParameter.test(name))
        .map((name) => [name, costlyText(length)]),
    );
    const valid = operationBodies[operation.key]?.({ tenant, ids, unique: length, signedIn: true });
    let body: RequestBody | undefined = valid;
    if (valid && 'json' in valid) {
      body = { json: costlyJson(valid.json, length, itemsFor(length)) as Record<string, unknown> };
    }
    if (valid && 'multipart' in valid) {
      body = { multipart: [{ name: 'groot.png', contentType: 'image/png', bytes: await bigImage() }] };
    }
    if (Object.keys(query).length === 0 && !(body && ('json' in body || 'multipart' in body))) return undefined;
    const loop = watchEventLoop();
    const costly = world.send(
      {
        method: operation.method,
        url: withQuery(path, query),
        headers: tenantHeaders(tenant.key, { ...session, 'volunteer-center-id': ids.center }),
        ...(body ? { body } : {}),
      },
      20_000,
    );
    const startedUnrelated = performance.now();
    await world.testApp.app.inject({ method: 'GET', url: '/app-config.json' });
    const unrelatedMs = performance.now() - startedUnrelated;
    const response = await costly;
    const blockedMs = loop.stop();
    // The worst of every attempt counts: a refusal that took long blocked everyone too.
    last = {
      key: operation.key,
      length,
      status: response === 'hang' ? 'hang' : response.statusCode,
      blockedMs: Math.max(last?.blockedMs ?? 0, blockedMs),
      unrelatedMs: Math.max(last?.unrelatedMs ?? 0, unrelatedMs),
    };
    // A length the operation refuses as invalid input is tried shorter; anything else was handled.
    if (response === 'hang' || (response.statusCode !== 422 && response.statusCode !== 413)) return last;
  }
  return last;
}
