import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerAccountSecretLinks } from './account-tokens.service.ts';
import { registerUserRoutes } from './routes/index.ts';
import { usersMessages } from './users.messages.ts';

/** People: accounts, profiles, roles, and erasing an account. */
export const usersModule = {
  name: 'users',
  messages: [usersMessages],
  secretLinks: (app) => registerAccountSecretLinks(app.secretLinks),
  routes: registerUserRoutes,
} as const satisfies ApiModule;
