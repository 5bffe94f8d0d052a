import { toSnakeCaseKeys } from '@volunteerly/contracts/casing';
import type { z } from 'zod';

/**
 * A document as the API would send it: checked against the route's contract
 * schema (decision 014), then snake_cased for the wire. A test fixture that
 * drifts from what the API sends fails here, not in production.
 */
export function wireDocument<S extends z.ZodType>(schema: S, document: z.input<S>): unknown {
  return toSnakeCaseKeys(schema.parse(document));
}
