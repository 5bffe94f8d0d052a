import { z } from 'zod';

// The requests of the synonym group endpoints (snake_case on the wire). The words' rules (count,
// length, duplicates) are the service's, so each has its own translated message.

/** A synonym group id in a path: digits only (anything else is no group). */
export const searchSynonymGroupIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST and PATCH of a group: its words or short phrases, as the centre writes them. */
export const searchSynonymGroupBodySchema = z.object({
  search_synonym_group: z.object({ words: z.array(z.string().max(200)).max(50) }),
});
