import { z } from 'zod';
import { tagNameMaxLength } from '../api/tag-types.ts';

/**
 * The form of a tag's names (the API's rules): the Dutch name trimmed, 1–60 characters; the
 * English name trimmed, at most 60, empty for none (English pages then show the Dutch name).
 */
export const tagNameFormSchema = z.object({
  name: z.string().trim().min(1).max(tagNameMaxLength),
  nameEn: z.string().trim().max(tagNameMaxLength),
});
export type TagNameFormValues = z.input<typeof tagNameFormSchema>;
export const tagNameFieldNames = ['name', 'nameEn'] as const;
