import { toWireSchema } from '@volunteerly/contracts/wire-schema';
import type { z } from 'zod';

/**
 * Parses a real response body with its contract schema in wire form and returns
 * it, so a test reads the typed document. Outside production the API also checks
 * every answer as it sends it (decision 014); this names the contract in the test.
 */
export function parseWithContract<S extends z.ZodType>(schema: S, body: unknown): unknown {
  const result = toWireSchema(schema).safeParse(body);
  if (!result.success) throw new Error(`Response breaks its contract: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
