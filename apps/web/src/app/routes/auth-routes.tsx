import i18next from 'i18next';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { RouteHandle } from './route-handle.ts';

// Typed helper so each route's metadata is checked against spec §2's fields.
function meta(handle: RouteHandle): RouteHandle {
  return handle;
}

/**
 * A lazy page of the auth feature: the module and the 'auth' catalogue load
 * together, so the page renders without waiting on its texts.
 */
function authPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), i18next.loadNamespaces('auth').catch(() => undefined)]);
    return { Component };
  };
}

const signInPage = authPage(async () => (await import('../../features/auth/routes/sign-in-page.tsx')).SignInPage);

/** Sign-in, sign-out, password, sign-up and confirmation pages (spec §2 auth, signup, confirm, uitloggen). */
export const authRoutes: RouteObject[] = [
  {
    path: sitePaths.signInLegacy,
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.signIn' }),
    lazy: signInPage,
  },
  {
    path: sitePaths.signIn,
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.signIn' }),
    lazy: signInPage,
  },
  {
    path: '/uitloggen',
    handle: meta({ isPublic: true, title: 'routes.signOut' }),
    lazy: authPage(async () => (await import('../../features/auth/routes/sign-out-page.tsx')).SignOutPage),
  },
  {
    path: sitePaths.passwordRecovery,
    handle: meta({ isPublic: true, title: 'routes.recoverPassword' }),
    lazy: authPage(
      async () => (await import('../../features/auth/routes/recover-password-page.tsx')).RecoverPasswordPage,
    ),
  },
  {
    path: sitePaths.passwordReset,
    handle: meta({ isPublic: true, title: 'routes.resetPassword' }),
    lazy: authPage(async () => (await import('../../features/auth/routes/reset-password-page.tsx')).ResetPasswordPage),
  },
  {
    path: '/auth/token',
    handle: meta({ title: 'routes.sessions' }),
    lazy: authPage(async () => (await import('../../features/auth/routes/sessions-page.tsx')).SessionsPage),
  },
  {
    path: '/auth/no-organization',
    handle: meta({ isPublic: true, title: 'routes.noOrganization' }),
    lazy: authPage(
      async () => (await import('../../features/auth/routes/no-organization-page.tsx')).NoOrganizationPage,
    ),
  },
  {
    path: sitePaths.signUp,
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.signUp' }),
    lazy: authPage(async () => (await import('../../features/auth/routes/sign-up-page.tsx')).SignUpPage),
  },
  {
    path: '/signup/success',
    handle: meta({ isPublic: true, title: 'routes.signUpSuccess' }),
    lazy: authPage(async () => (await import('../../features/auth/routes/sign-up-success-page.tsx')).SignUpSuccessPage),
  },
  {
    path: sitePaths.confirm,
    handle: meta({ isPublic: true, title: 'routes.confirm' }),
    lazy: async () => {
      const [{ ConfirmRoute }] = await Promise.all([
        import('./confirm-route.tsx'),
        i18next.loadNamespaces(['auth', 'applications']).catch(() => undefined),
      ]);
      return { Component: ConfirmRoute };
    },
  },
];
