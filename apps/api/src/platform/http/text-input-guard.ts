import type { FastifyInstance } from 'fastify';
import { ApiError, FieldValidationError } from './api-error.ts';

/** Where a string PostgreSQL cannot take was found: a JSON pointer into the body, or a parameter name. */
interface UnstorableText {
  path: string;
}

const nulByte = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units).
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether PostgreSQL can store the string: text columns refuse NUL, and jsonb refuses a lone
 * UTF-16 surrogate (a text column would silently turn it into U+FFFD).
 */
export function isStorableText(value: string): boolean {
  return !value.includes(nulByte) && !loneSurrogate.test(value);
}

function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Every string (keys included) in a parsed JSON value that PostgreSQL cannot store, as JSON pointers. */
export function findUnstorableText(value: unknown, pointer = '', found: UnstorableText[] = []): UnstorableText[] {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.push({ path: pointer || '/' });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findUnstorableText(item, `${pointer}/${index}`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const path = `${pointer}/${escapePointerSegment(key)}`;
      if (!isStorableText(key)) found.push({ path });
      else findUnstorableText(item, path, found);
    }
  }
  return found;
}

function firstUnstorableParameter(values: unknown): string | undefined {
  if (values === null || typeof values !== 'object') return undefined;
  for (const [name, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (!isStorableText(name)) return name.replaceAll(nulByte, '\\0');
    if (texts.some((text) => typeof text === 'string' && !isStorableText(text))) return name;
  }
  return undefined;
}

/**
 * Refuses NUL bytes and lone surrogates at the edge, for every route and field there is or
 * will be (issue 10, holes 4 and 5): a body field gets a 422 on its pointer, a query or path
 * parameter a 400. Nothing reaches a handler, so nothing is half-written and nothing 500s.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parameter = firstUnstorableParameter(request.query) ?? firstUnstorableParameter(request.params);
    if (parameter !== undefined) {
      throw new ApiError({
        statusCode: 400,
        code: 'parameter_text_invalid',
        titleKey: 'errors.text_invalid.title',
        detailKey: 'errors.text_invalid.detail',
        source: { parameter },
      });
    }
    const problems = findUnstorableText(request.body);
    if (problems.length > 0) {
      throw new FieldValidationError(
        problems.map(({ path }) => ({ pointer: path, code: 'text_invalid', messageKey: 'errors.text_invalid.detail' })),
      );
    }
  });
}
