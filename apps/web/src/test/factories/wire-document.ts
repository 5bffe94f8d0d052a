import { toSnakeCaseKeys } from '@volunteerly/contracts/casing';
import type { z } from 'zod';

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** A contract type as the wire spells it: every object key in snake_case (what `toSnakeCaseKeys` does). */
export type Wire<T> = T extends readonly (infer Item)[]
  ? Wire<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: Wire<T[K]> }
    : T;

/**
 * A document as the API would send it: checked against the route's contract
 * schema (decision 014), then snake_cased for the wire. A test fixture that
 * drifts from what the API sends fails here, not in production.
 */
export function wireDocument<S extends z.ZodType>(schema: S, document: z.input<S>): Wire<z.output<S>> {
  return toSnakeCaseKeys(schema.parse(document)) as Wire<z.output<S>>;
}
