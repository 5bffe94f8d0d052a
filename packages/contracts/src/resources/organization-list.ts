import { z } from 'zod';
import { listDocumentSchema } from '../json-api-schemas.ts';
import { organizationStatuses } from '../organizations.ts';
import {
  addressResourceSchema,
  organizationProfileResourceSchema,
  organizationResourceSchema,
} from './organizations.ts';
import { vacancyResourceSchema } from './vacancies.ts';

// Apart from organizations.ts, which vacancies.ts imports for the organisation beside a vacancy.

/** GET /api/v1/organizations: a page, the status counts for the centre, and the vacancies when included. */
export const organizationListDocumentSchema = listDocumentSchema(organizationResourceSchema, {
  included: [organizationProfileResourceSchema, addressResourceSchema, vacancyResourceSchema],
  meta: {
    statusCounts: z.record(z.enum(organizationStatuses), z.number().int()).optional(),
  },
});
