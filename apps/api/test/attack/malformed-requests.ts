import fc from 'fast-check';
import type { AttackRequest } from './attack-world.ts';
import { isRecord } from './attack-world-seeds.ts';
import type { RequestBody } from './operation-bodies.ts';
import type { Operation } from './openapi-operations.ts';

/** A malformed request and what was done to it (the report names it). */
export interface MalformedCase extends AttackRequest {
  variant: string;
}

/** A well-formed request the malformed ones are made from. */
export interface WellFormed {
  operation: Operation;
  /** The path with real ids. */
  path: string;
  headers: Record<string, string>;
  body?: RequestBody;
}

/** A string of 100,000 characters. */
const hugeString = 'x'.repeat(100_000);

/** Values that broke or could break a layer below the schema: NUL, lone surrogates, extremes. */
const nastyValues: unknown[] = [
  '',
  '\u0000',
  'a\u0000b',
  'x\ud800y',
  '\udfff',
  hugeString,
  '-1',
  '1e309',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202eevil',
  -1,
  0,
  1.5,
  -(2 ** 63),
  2 ** 53 + 1,
  1e308,
  -1e308,
  null,
  true,
  [],
  {},
  [1, 'a', null],
  { nested: { deeper: ['\u0000'] } },
];

/** Path parameter values: wrong types, extremes, NUL and an invalid UTF-8 sequence (a lone surrogate's bytes). */
const pathValues = ['abc', '-1', '99999999999999999999999', '%00', 'x%ED%A0%80y', 'x'.repeat(5000)];

/** page[number] / page[size] values that are not page numbers. */
const pageValues = ['-1', 'abc', '1e309', '99999999999999999999', '%00', 'x%ED%A0%80y'];

/** Any value a JSON body, query parameter or path segment might carry. */
export const fuzzValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyValues), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }), weight: 1 },
);

/** A value as it travels in a URL: strings as they are (already a URL's text), the rest as JSON. */
function asUrlText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every place of a JSON value where a value sits, as paths of keys (the root is []). */
function slotsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const slots: (string | number)[][] = [path];
  if (Array.isArray(value)) value.forEach((item, index) => slots.push(...slotsOf(item, [...path, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) slots.push(...slotsOf(item, [...path, key]));
    // A key the schema does not know.
    slots.push([...path, 'unexpected_key']);
  }
  return slots;
}

/** A copy of a JSON value with the value at `path` replaced. */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  const record = isRecord(value) ? value : {};
  const key = String(head);
  return { ...record, [key]: replaceAt(record[key], rest, replacement) };
}

/** The value at a path of keys (undefined when there is none). */
function valueAt(value: unknown, path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isRecord(current)) current = current[String(key)];
    else return undefined;
  }
  return current;
}

/** Every string of a JSON value replaced by `replace(string)`. */
function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, replace)]));
  }
  return value;
}

/**
 * Percent-encodes text as a URL component; a lone surrogate (which
 * encodeURIComponent refuses) becomes the three bytes a lax UTF-8 encoder
 * writes for it, as an attacker's client would send them.
 */
export function encodeLoosely(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(text[index] ?? '');
    }
  }
  return encoded;
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/**
 * The fixed malformed variants of one operation: every path parameter with a
 * wrong value, bad page[...] parameters, NUL and a lone surrogate in every
 * query parameter, and for every write: invalid JSON, JSON of the wrong shape,
 * a NUL and a lone surrogate in each string of the valid body (one at a time),
 * 100k characters in all of them, wrong content types and malformed multipart
 * (no boundary, truncated).
 */
export function fixedCases(request: WellFormed): MalformedCase[] {
  const { operation, path, headers } = request;
  const cases: MalformedCase[] = [];
  const base = { method: operation.method, headers };
  const segments = operation.path.split('/');
  const filledSegments = path.split('/');
  segments.forEach((segment, index) => {
    if (!/^\{.+\}$/.test(segment)) return;
    for (const value of pathValues) {
      const url = filledSegments.map((part, position) => (position === index ? value : part)).join('/');
      cases.push({ ...base, variant: `path ${segment}=${value.slice(0, 20)}`, url, ...bodyOf(request) });
    }
  });
  for (const value of pageValues) {
    cases.push({
      ...base,
      variant: `page[number]=page[size]=${value}`,
      url: withQuery(path, `page[number]=${value}&page[size]=${value}`),
      ...bodyOf(request),
    });
  }
  cases.push({
    ...base,
    variant: 'page given twice and nested',
    url: withQuery(path, 'page[number]=1&page[number]=2&page[size][x]=1&page=3'),
    ...bodyOf(request),
  });
  for (const [label, value] of [
    ['NUL', '%00'],
    ['lone surrogate', 'x%ED%A0%80y'],
    ['escaped lone surrogate', encodeURIComponent('\\ud800')],
  ]) {
    const query = operation.queryParameters.map((name) => `${encodeURIComponent(name)}=${value}`).join('&');
    cases.push({
      ...base,
      variant: `${label} in every query parameter`,
      url: withQuery(path, query),
      ...bodyOf(request),
    });
  }
  cases.push({
    ...base,
    variant: 'odd tenant headers',
    url: path,
    headers: {
      ...headers,
      'volunteer-center-id': '999999999999999',
      'current-organization-id': '9999999999999999',
      'accept-language': `${'x'.repeat(3000)};q=2`,
    },
    ...bodyOf(request),
  });
  if (!operation.writes) return cases;

  const json = (variant: string, raw: string, contentType = 'application/json') =>
    cases.push({ ...base, variant, url: path, headers: { ...headers, 'content-type': contentType }, body: { raw } });
  json('invalid JSON', '{"a":');
  json('invalid JSON of the JSON:API type', '{"data":[', 'application/vnd.api+json');
  json('JSON null', 'null');
  json('JSON array', '[1,2]');
  json('JSON string', '"text"');
  json('empty JSON body', '');
  json('plain text', 'hello', 'text/plain');
  json('XML', '<user><email>a@b.c</email></user>', 'application/xml');
  json('form encoded', 'user[email]=a%00b', 'application/x-www-form-urlencoded');
  json(
    'multipart without boundary',
    '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
    'multipart/form-data',
  );
  json(
    'truncated multipart',
    '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    'multipart/form-data; boundary=cut',
  );
  json('multipart with an empty boundary', '--\r\n\r\n--', 'multipart/form-data; boundary=');
  const template = request.body && 'json' in request.body ? request.body.json : undefined;
  if (template) {
    // One string at a time: a broken enum or e-mail beside it would stop the request at the schema.
    for (const at of slotsOf(template)) {
      const value = valueAt(template, at);
      if (typeof value !== 'string') continue;
      for (const [label, broken] of [
        ['NUL', `${value}\u0000`],
        ['a lone surrogate', `x\ud800${value}`],
      ] as const) {
        const json = asObject(replaceAt(template, at, broken));
        cases.push({ ...base, variant: `${label} in /${at.join('/')}`, url: path, body: { json } });
      }
    }
    const json = asObject(mapStrings(template, () => hugeString));
    cases.push({ ...base, variant: '100k characters in every string', url: path, body: { json } });
  }
  return cases;
}

function bodyOf(request: WellFormed): { body?: RequestBody } {
  return request.body ? { body: request.body } : {};
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : { value };
}

/**
 * Seeded random variants of one operation: one slot (a place in the JSON
 * body, a query parameter, a path parameter) gets a random value of a random
 * type. The same seed gives the same cases.
 */
export function generatedCases(request: WellFormed, seed: number, runs: number): MalformedCase[] {
  const { operation, path, headers } = request;
  const template = request.body && 'json' in request.body ? request.body.json : operation.writes ? {} : undefined;
  const bodySlots = template === undefined ? [] : slotsOf(template);
  const queryNames = [...operation.queryParameters, 'page[number]', 'page[size]', 'unexpected'];
  const pathIndexes = operation.path.split('/').flatMap((segment, index) => (/^\{.+\}$/.test(segment) ? [index] : []));
  const slotCount = bodySlots.length + queryNames.length + pathIndexes.length;
  const samples = fc.sample(fc.tuple(fc.nat({ max: slotCount - 1 }), fuzzValue), { seed, numRuns: runs });
  return samples.map(([slot, value]) => {
    const base = { method: operation.method, headers };
    if (slot < bodySlots.length) {
      const at = bodySlots[slot] ?? [];
      return {
        ...base,
        variant: `body /${at.join('/')} = ${JSON.stringify(value)?.slice(0, 40)}`,
        url: path,
        body: { json: asObject(replaceAt(template, at, value)) },
      };
    }
    const querySlot = slot - bodySlots.length;
    if (querySlot < queryNames.length) {
      const name = queryNames[querySlot] ?? 'unexpected';
      const text = asUrlText(value);
      return {
        ...base,
        variant: `query ${name} = ${text.slice(0, 40)}`,
        url: withQuery(path, `${encodeURIComponent(name)}=${encodeLoosely(text)}`),
        ...bodyOf(request),
      };
    }
    const index = pathIndexes[slot - bodySlots.length - queryNames.length] ?? 0;
    const text = encodeLoosely(asUrlText(value)) || '%20';
    const url = path
      .split('/')
      .map((part, position) => (position === index ? text : part))
      .join('/');
    return { ...base, variant: `path segment ${index} = ${text.slice(0, 40)}`, url, ...bodyOf(request) };
  });
}
