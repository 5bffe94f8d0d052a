import { z } from 'zod';
import { toSnakeCase } from './casing.ts';

// Keys the wire keeps verbatim, as toSnakeCaseKeys does (CSS custom properties, shade steps).
function wireKey(key: string): string {
  return key.startsWith('-') || /^\d/.test(key) ? key : toSnakeCase(key);
}

const converted = new WeakMap<z.ZodType, z.ZodType>();

function convert(schema: z.ZodType): z.ZodType {
  const known = converted.get(schema);
  if (known) return known;
  const result = rebuild(schema);
  if (schema.description !== undefined) result.describe(schema.description);
  converted.set(schema, result);
  return result;
}

function rebuild(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [wireKey(key), convert(value)]),
    );
    const catchall = schema._zod.def.catchall as z.ZodType | undefined;
    return catchall ? z.object(shape).catchall(convert(catchall)) : z.object(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(convert(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return convert(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return convert(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodUnion) {
    return z.union((schema.options as z.ZodType[]).map((option) => convert(option)));
  }
  if (schema instanceof z.ZodRecord) {
    // A clone keeps the record's kind (a partial record over enum keys stays partial).
    return schema.clone({ ...schema._zod.def, valueType: convert(schema.valueType as z.ZodType) });
  }
  if (schema instanceof z.ZodIntersection) {
    return z.intersection(convert(schema._zod.def.left as z.ZodType), convert(schema._zod.def.right as z.ZodType));
  }
  if (schema instanceof z.ZodLazy) return z.lazy(() => convert(schema._zod.def.getter() as z.ZodType));
  return schema;
}

/**
 * The snake_case form of a response schema, as the wire carries it: every
 * object key converted the way `toSnakeCaseKeys` converts the document. Record
 * keys are data (enum values, weekdays) and are left as they are.
 */
export function toWireSchema<T extends z.ZodType>(schema: T): z.ZodType {
  return convert(schema);
}
