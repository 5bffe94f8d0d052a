import { z } from 'zod';
import { resourceDocumentSchema, resourceSchema, toOneSchema } from '../json-api-schemas.ts';
import { appContexts } from '../headers.ts';
import { volunteerCenterProfileResourceSchema, volunteerCenterResourceSchema } from './volunteer-centers.ts';

/** A tenant (its id is its key), with the request's centre as a relationship. */
export const tenantResourceSchema = resourceSchema({
  type: 'tenants',
  attributes: {
    key: z.string(),
    appName: z.string(),
    appContext: z.enum(appContexts),
    features: z.object({
      volunteerProfiles: z.boolean(),
      activities: z.boolean(),
      personToPersonHelp: z.boolean(),
      centerSharing: z.boolean(),
      translation: z.boolean(),
    }),
    highContrast: z.boolean(),
    public: z.boolean(),
    /** Whether its centres may move organisations between them (decision 016). */
    organizationsMoving: z.boolean(),
  },
  relationships: { volunteerCenter: toOneSchema('volunteer_centers') },
});
export type TenantResource = z.infer<typeof tenantResourceSchema>;

/** GET /api/v1/tenants/current: the tenant, with its centre and the centre's profile when included. */
export const tenantDocumentSchema = resourceDocumentSchema(tenantResourceSchema, {
  included: [volunteerCenterResourceSchema, volunteerCenterProfileResourceSchema],
});
