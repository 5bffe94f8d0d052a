import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerAddRole } from './add-role.ts';
import { registerCreateUser } from './create-user.ts';
import { registerDeleteCurrentUser } from './delete-current-user.ts';
import { registerDeleteUser } from './delete-user.ts';
import { registerListUsers } from './list-users.ts';
import { registerRemoveRole } from './remove-role.ts';
import { registerResendConfirmation } from './resend-confirmation.ts';
import { registerShowCurrentUser } from './show-current-user.ts';
import { registerShowUser } from './show-user.ts';
import { registerUpdateCurrentUser } from './update-current-user.ts';
import { registerUpdateUser } from './update-user.ts';

/** The current user, user administration and roles. */
export function registerUserRoutes(app: AppInstance): void {
  registerShowCurrentUser(app);
  registerUpdateCurrentUser(app);
  registerDeleteCurrentUser(app);
  registerListUsers(app);
  registerShowUser(app);
  registerCreateUser(app);
  registerUpdateUser(app);
  registerDeleteUser(app);
  registerAddRole(app);
  registerRemoveRole(app);
  registerResendConfirmation(app);
}
