import { z } from 'zod';
import { listDocumentSchema, resourceDocumentSchema, resourceSchema } from '../json-api-schemas.ts';

/** The kinds of tag a tenant keeps. */
export const tagKinds = ['category', 'skill', 'target_group'] as const;
export type TagKind = (typeof tagKinds)[number];

/** A tag as named on another resource: `{id, name}`, the name in the request's language. */
export const namedTagSchema = z.object({ id: z.string(), name: z.string() });
export type NamedTag = z.infer<typeof namedTagSchema>;

/** A `tags` resource as it is included beside a vacancy. */
export const includedTagResourceSchema = resourceSchema({
  type: 'tags',
  attributes: { kind: z.enum(tagKinds), name: z.string() },
});

/** What the signed-in user may do with a tag (`meta.abilities`). */
export const tagAbilitiesSchema = z.object({ update: z.boolean(), destroy: z.boolean(), merge: z.boolean() });
export type TagAbilities = z.infer<typeof tagAbilitiesSchema>;

/**
 * A tag as the tags page sees it: with how often it is used. `name` is the name in the request's
 * language (the English name on English requests, else the Dutch one); `nameNl` and `nameEn` are
 * the names the centre gave, to edit them (decision 024).
 */
export const tagResourceSchema = resourceSchema({
  type: 'tags',
  attributes: {
    kind: z.enum(tagKinds),
    name: z.string(),
    nameNl: z.string(),
    nameEn: z.string().nullable(),
    /** Every use added up: organisations and vacancies that carry the tag. */
    usageCount: z.number().int(),
    organizationCount: z.number().int(),
    vacancyCount: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
  },
  meta: z.object({ abilities: tagAbilitiesSchema }),
});
export type TagResource = z.infer<typeof tagResourceSchema>;

/** POST, PATCH and merge of a tag: the tag. */
export const tagDocumentSchema = resourceDocumentSchema(tagResourceSchema);

/** GET /api/v1/tags: a page of tags, and whether the asker may add one. */
export const tagListDocumentSchema = listDocumentSchema(tagResourceSchema, {
  meta: { abilities: z.object({ create: z.boolean() }) },
});
