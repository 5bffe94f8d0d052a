import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toSnakeCaseKeys } from './casing.ts';
import { resourceDocumentSchema, resourceSchema, toOneSchema } from './json-api-schemas.ts';
import { toWireSchema } from './wire-schema.ts';

const thingSchema = resourceSchema({
  type: 'things',
  attributes: {
    displayName: z.string(),
    dayParts: z.partialRecord(z.enum(['monday', 'tuesday']), z.array(z.string())),
    openedAt: z.string().nullable(),
    nested: z.object({ innerValue: z.number() }).optional(),
  },
  relationships: { ownerOrganization: toOneSchema('organizations') },
  meta: z.object({ abilities: z.object({ viewApplications: z.boolean() }) }),
});
const documentSchema = resourceDocumentSchema(thingSchema);

const thing = {
  type: 'things' as const,
  id: '1',
  attributes: { displayName: 'A', dayParts: { monday: ['morning'] }, openedAt: null, nested: { innerValue: 2 } },
  relationships: { ownerOrganization: { data: { type: 'organizations' as const, id: '9' } } },
  meta: { abilities: { viewApplications: true } },
};

describe('the wire form of a response schema', () => {
  it('accepts the snake_cased document a presenter sends', () => {
    expect(toWireSchema(documentSchema).safeParse(toSnakeCaseKeys({ data: thing })).success).toBe(true);
  });

  it('refuses the camelCase spelling, which never reaches the wire', () => {
    const result = toWireSchema(documentSchema).safeParse({ data: thing });
    expect(result.success).toBe(false);
  });

  it('refuses an attribute the contract does not name', () => {
    const drifted = { ...thing, attributes: { ...thing.attributes, volunteerCenterId: '3' } };
    expect(toWireSchema(documentSchema).safeParse(toSnakeCaseKeys({ data: drifted })).success).toBe(false);
    expect(documentSchema.safeParse({ data: drifted }).success).toBe(false);
  });

  it('keeps record keys, which are data', () => {
    const wire = toWireSchema(documentSchema);
    const document = toSnakeCaseKeys({
      data: { ...thing, attributes: { ...thing.attributes, dayParts: { friday: [] } } },
    });
    expect(wire.safeParse(document).success).toBe(false);
  });
});
