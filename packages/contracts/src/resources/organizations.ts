import { z } from 'zod';
import { resourceSchema } from '../json-api-schemas.ts';
import { organizationStatuses, organizationTypes } from '../organizations.ts';

/** Every attribute an organisation can carry; views pick from these. */
export const organizationAttributes = {
  name: z.string(),
  type: z.enum(organizationTypes),
  status: z.enum(organizationStatuses),
  volunteerCenterId: z.string(),
};

/** An `organizations` resource as it is included beside another resource (a vacancy, a membership). */
export const organizationSummaryResourceSchema = resourceSchema({
  type: 'organizations',
  attributes: organizationAttributes,
});
export type OrganizationSummaryResource = z.infer<typeof organizationSummaryResourceSchema>;
