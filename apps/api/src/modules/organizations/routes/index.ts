import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerApproveOrganization } from './approve-organization.ts';
import { registerCreateOrganization } from './create-organization.ts';
import { registerDeleteOrganization } from './delete-organization.ts';
import { registerListCurrentOrganizations } from './list-current-organizations.ts';
import { registerListOrganizations } from './list-organizations.ts';
import { registerMoveOrganization } from './move-organization.ts';
import { registerShowCurrentOrganization } from './show-current-organization.ts';
import { registerShowOrganization } from './show-organization.ts';
import { registerSignUpOrganization } from './sign-up-organization.ts';
import { registerUpdateOrganization } from './update-organization.ts';

/** The organisation endpoints. */
export function registerOrganizationRoutes(app: AppInstance): void {
  registerListCurrentOrganizations(app);
  registerShowCurrentOrganization(app);
  registerListOrganizations(app);
  registerSignUpOrganization(app);
  registerShowOrganization(app);
  registerCreateOrganization(app);
  registerUpdateOrganization(app);
  registerApproveOrganization(app);
  registerMoveOrganization(app);
  registerDeleteOrganization(app);
}
