import { sitePaths } from '@volunteerly/site/site-paths';
import type { ApiModule } from '../../platform/modules/api-module.ts';
import { authPersonalData } from './auth.personal-data.ts';
import { authMessages } from './auth.messages.ts';
import { registerAuthRoutes } from './routes/index.ts';

/** Signing in and out, sign-up, confirmation, password reset and the session tokens. */
export const authModule = {
  name: 'auth',
  personalData: authPersonalData,
  notificationEvents: ['password_changed', 'sign_in_locked', 'email_change_address_taken'],
  auditActions: ['sign_in_succeeded', 'sign_in_failed', 'sign_in_as', 'password_changed'],
  messages: [authMessages],
  publicPages: [
    { path: sitePaths.signIn, texts: { title: 'routes.signIn' } },
    { path: sitePaths.signInLegacy, texts: { title: 'routes.signIn' } },
    { path: sitePaths.signUp, texts: { title: 'routes.signUp' } },
  ],
  routes: registerAuthRoutes,
} as const satisfies ApiModule;
