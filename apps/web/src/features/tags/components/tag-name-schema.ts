import { z } from 'zod';
import { tagNameMaxLength } from '../api/tag-types.ts';

/** The form of a tag's name: trimmed, 1–60 characters (the API's rule). */
export const tagNameFormSchema = z.object({ name: z.string().trim().min(1).max(tagNameMaxLength) });
export type TagNameFormValues = z.input<typeof tagNameFormSchema>;
export const tagNameFieldNames = ['name'] as const;
