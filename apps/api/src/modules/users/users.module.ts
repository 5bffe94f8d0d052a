import type { ApiModule } from '../../platform/modules/api-module.ts';
import { usersPersonalData } from './users.personal-data.ts';
import { registerAccountSecretLinks } from './account-tokens.service.ts';
import { registerUserRoutes } from './routes/index.ts';
import { usersMessages } from './users.messages.ts';
import { subscribeProfilesToTagEvents } from './profile-tag-events.ts';

/** People: accounts, profiles, roles, and erasing an account. */
export const usersModule = {
  name: 'users',
  personalData: usersPersonalData,
  notificationEvents: ['confirmation', 'reset_password', 'invitation', 'email_change'],
  auditActions: ['user_created', 'role_added', 'role_removed', 'status_changed', 'user_deleted'],
  messages: [usersMessages],
  // A merge of tags moves the profiles' own tag rows.
  connect: (app) => subscribeProfilesToTagEvents(app.domainEvents),
  secretLinks: (app) => registerAccountSecretLinks(app.secretLinks),
  routes: registerUserRoutes,
} as const satisfies ApiModule;
