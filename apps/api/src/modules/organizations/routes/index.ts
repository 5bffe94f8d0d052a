import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerListCurrentOrganizations } from './list-current-organizations.ts';
import { registerShowCurrentOrganization } from './show-current-organization.ts';

/** The signed-in user's organisations (the organisations issue adds the rest). */
export function registerOrganizationRoutes(app: AppInstance): void {
  registerListCurrentOrganizations(app);
  registerShowCurrentOrganization(app);
}
