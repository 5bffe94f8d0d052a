import { z } from 'zod';
import { tagKinds } from './tags.schema.ts';

// The requests of the tag endpoints (snake_case on the wire).

/** The longest tag name. */
export const tagNameMaxLength = 60;

const tagName = z.string().trim().min(1).max(tagNameMaxLength);
/** The English name: empty or null clears it (English pages then show the Dutch name). */
const englishTagName = z
  .string()
  .trim()
  .max(tagNameMaxLength)
  .nullable()
  .transform((value) => (value ? value : null));

/** A tag id in a path: digits only (anything else is not a tag). */
export const tagIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/v1/tags: kind filter, name search (Dutch and English names) and page. */
export const tagListQuerySchema = z.object({
  'filter[kind]': z.enum(tagKinds).optional(),
  search: z.string().trim().max(200).optional(),
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(1000).default(25),
});

/** POST /api/v1/tags: the Dutch name, and the English one when known. */
export const tagCreateSchema = z.object({
  tag: z.object({ kind: z.enum(tagKinds), name: tagName, name_en: englishTagName.optional() }),
});

/** PATCH /api/v1/tags/{id}: a new Dutch name, English name or both (the kind never changes). */
export const tagRenameSchema = z.object({
  tag: z
    .object({ name: tagName.optional(), name_en: englishTagName.optional() })
    .refine((tag) => tag.name !== undefined || tag.name_en !== undefined, {
      message: 'Give a name or an English name.',
      path: ['name'],
    }),
});

/** POST /api/v1/tags/{id}/merge */
export const tagMergeSchema = z.object({
  target_id: z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(Number),
});
