import type { ApiModule } from '../../platform/modules/api-module.ts';
import { authMessages } from './auth.messages.ts';
import { registerAuthRoutes } from './routes/index.ts';

/** Signing in and out, sign-up, confirmation, password reset and the session tokens. */
export const authModule = {
  name: 'auth',
  messages: [authMessages],
  routes: registerAuthRoutes,
} as const satisfies ApiModule;
