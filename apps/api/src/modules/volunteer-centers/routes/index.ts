import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerGetCurrentVolunteerCenter } from './get-current-volunteer-center.ts';
import { registerListVolunteerCenters } from './list-volunteer-centers.ts';
import { registerUpdateCurrentCenterProfile } from './update-current-center-profile.ts';

/** Registers the volunteer centre endpoints (tenant-scoped). */
export function registerVolunteerCenterRoutes(app: AppInstance): void {
  registerListVolunteerCenters(app);
  registerGetCurrentVolunteerCenter(app);
  registerUpdateCurrentCenterProfile(app);
}
