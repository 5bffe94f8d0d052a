import { z } from 'zod';
import { resourceSchema } from '../json-api-schemas.ts';

/** The kinds of tag a tenant keeps. */
export const tagKinds = ['category', 'skill', 'target_group'] as const;
export type TagKind = (typeof tagKinds)[number];

/** A tag as named on another resource: `{id, name}`. */
export const namedTagSchema = z.object({ id: z.string(), name: z.string() });
export type NamedTag = z.infer<typeof namedTagSchema>;

/** A `tags` resource as it is included beside a vacancy. */
export const includedTagResourceSchema = resourceSchema({
  type: 'tags',
  attributes: { kind: z.enum(tagKinds), name: z.string() },
});
