import { z } from 'zod';
import { resourceSchema } from '../json-api-schemas.ts';

/** A partner in the collaboration (its id is the tenant key); `current` marks the request's own tenant. */
export const partnerResourceSchema = resourceSchema({
  type: 'partners',
  attributes: {
    name: z.string(),
    logoUrl: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    appName: z.string(),
    current: z.boolean(),
  },
});
export type PartnerResource = z.infer<typeof partnerResourceSchema>;

/** GET /api/v1/partners: every partner, with their number. */
export const partnerListDocumentSchema = z.object({
  data: z.array(partnerResourceSchema),
  meta: z.object({ total: z.number().int() }),
});
