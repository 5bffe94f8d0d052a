import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerVolunteerCenterRoutes } from './routes/index.ts';
import { volunteerCentersMessages } from './volunteer-centers.messages.ts';

/** The tenant's volunteer centres and their public profiles. */
export const volunteerCentersModule = {
  name: 'volunteer-centers',
  announces: { tenant_configuration: ['volunteer_centers', 'volunteer_center_profiles'] },
  auditActions: ['center_profile_updated'],
  messages: [volunteerCentersMessages],
  routes: registerVolunteerCenterRoutes,
} as const satisfies ApiModule;
