import {
  findOperation,
  mediaOperations,
  operationErrorSchema,
  operationResponses,
} from '@volunteerly/contracts/operations';
import type { OperationResponse } from '@volunteerly/contracts/operations';
import { toWireSchema } from '@volunteerly/contracts/wire-schema';
import type { z } from 'zod';

const violations: string[] = [];

/**
 * Why a test double's answer could not have come from the API, or undefined when
 * it could: the operation must exist in the contract's operation table, and its
 * body must be the shape the API's route declares (the same table, held against
 * the API's routes by apps/api/test/http/operation-table.test.ts).
 */
export async function contractViolation(method: string, path: string, answer: Response): Promise<string | undefined> {
  // CSV exports, feeds, data downloads and stored files: their body is free, their path is not.
  if (answer.status < 300 && findOperation(method, path, mediaOperations)) return undefined;
  const key = findOperation(method, path);
  if (!key) return `${method} ${path} is not an operation of the API (@volunteerly/contracts/operations)`;
  const text = await answer.clone().text();
  if (answer.status >= 300) {
    if (text === '') return undefined;
    return issuesOf(`${key} ${answer.status}`, operationErrorSchema, parsedJson(text));
  }
  const answers: Partial<Record<number, OperationResponse>> = operationResponses[key];
  const declared = answers[answer.status];
  if (declared === undefined) {
    return `${key} answers ${Object.keys(answers).join(' or ')} on success, not ${answer.status}`;
  }
  if (declared === null) return text === '' ? undefined : `${key} ${answer.status} answers without a body`;
  const schema = 'verbatim' in declared ? declared.verbatim : toWireSchema(declared);
  return issuesOf(`${key} ${answer.status}`, schema, text === '' ? undefined : parsedJson(text));
}

/** The JSON a body holds; a body that is not JSON is kept as its text (and fails every document schema). */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function issuesOf(name: string, schema: z.ZodType, body: unknown): string | undefined {
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  const issues = result.error.issues
    .slice(0, 8)
    .map((issue) => `  ${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('\n');
  return `${name}: the test's answer is not what the API sends:\n${issues}`;
}

/** Notes a violation; the test fails when it ends (setup-tests.ts), even if the page swallowed the error. */
export function reportContractViolation(violation: string): void {
  violations.push(violation);
}

/** The violations noted since the last call, emptied. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}
