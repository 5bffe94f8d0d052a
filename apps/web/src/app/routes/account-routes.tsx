import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { hasNumericId as hasUserId, meta, pageOf } from './route-helpers.ts';

const usersPage = (load: () => Promise<ComponentType>) => pageOf('users', load);
const profilePage = (load: () => Promise<ComponentType>) => pageOf('profile', load);
const accountPage = (load: () => Promise<ComponentType>) => pageOf('account', load);

/** User administration, profile and account pages (spec §2 users, account, profile, profile-edit). */
export const accountRoutes: RouteObject[] = [
  {
    path: '/users',
    handle: meta({ title: 'routes.users', requires: 'listUsers' }),
    lazy: usersPage(async () => (await import('../../features/users/routes/users-page.tsx')).UsersPage),
  },
  {
    path: '/users/add',
    handle: meta({ title: 'routes.userAdd', requires: 'createUsers' }),
    lazy: usersPage(async () => (await import('../../features/users/routes/user-add-page.tsx')).UserAddPage),
  },
  {
    path: '/users/:id',
    handle: meta({ title: 'routes.user', validate: hasUserId }),
    lazy: usersPage(async () => (await import('../../features/users/routes/user-page.tsx')).UserPage),
  },
  {
    path: '/users/:id/edit',
    handle: meta({ title: 'routes.userEdit', validate: hasUserId, requires: 'manageUsers' }),
    lazy: usersPage(async () => (await import('../../features/users/routes/user-edit-page.tsx')).UserEditPage),
  },
  {
    path: '/users/:id/add_role',
    handle: meta({ title: 'routes.userAddRole', validate: hasUserId, requires: 'manageUsers' }),
    lazy: usersPage(async () => (await import('./user-add-role-route.tsx')).UserAddRoleRoute),
  },
  {
    path: '/account/roles',
    handle: meta({ title: 'routes.accountRoles' }),
    lazy: accountPage(
      async () => (await import('../../features/account/routes/account-roles-page.tsx')).AccountRolesPage,
    ),
  },
  {
    path: '/account/verwijderen',
    handle: meta({ isPublic: true, title: 'routes.accountDelete' }),
    lazy: accountPage(
      async () => (await import('../../features/account/routes/account-delete-page.tsx')).AccountDeletePage,
    ),
  },
  {
    path: '/profiel',
    handle: meta({ title: 'routes.profile' }),
    lazy: profilePage(async () => (await import('./profile-route.tsx')).ProfileRoute),
  },
  {
    path: '/profiel/verwijderd',
    handle: meta({ isPublic: true, title: 'routes.profileDeleted' }),
    lazy: profilePage(
      async () => (await import('../../features/profile/routes/profile-deleted-page.tsx')).ProfileDeletedPage,
    ),
  },
  {
    path: '/profile-edit',
    handle: meta({ title: 'routes.profileEdit' }),
    lazy: profilePage(
      async () => (await import('../../features/profile/routes/profile-edit-layout.tsx')).ProfileEditLayout,
    ),
    children: [
      {
        index: true,
        handle: meta({ title: 'routes.profileEdit' }),
        lazy: profilePage(async () => (await import('./profile-edit-index-route.tsx')).ProfileEditIndexRoute),
      },
      {
        path: 'email',
        handle: meta({ title: 'routes.profileEditEmail' }),
        lazy: profilePage(
          async () => (await import('../../features/profile/routes/profile-edit-email-page.tsx')).ProfileEditEmailPage,
        ),
      },
      {
        path: 'settings',
        handle: meta({ title: 'routes.profileEditSettings' }),
        lazy: profilePage(
          async () =>
            (await import('../../features/profile/routes/profile-edit-settings-page.tsx')).ProfileEditSettingsPage,
        ),
      },
      {
        path: 'periodieke-mail',
        handle: meta({ title: 'routes.profileEditDigest' }),
        lazy: profilePage(
          async () =>
            (await import('../../features/profile/routes/profile-edit-digest-page.tsx')).ProfileEditDigestPage,
        ),
      },
      {
        path: 'meldingen',
        handle: meta({ title: 'routes.profileEditNotifications' }),
        lazy: pageOf(
          'notifications',
          async () =>
            (await import('../../features/notifications/routes/notification-preferences-page.tsx'))
              .NotificationPreferencesPage,
        ),
      },
    ],
  },
  {
    path: '/dev/mail',
    handle: meta({ title: 'routes.devMail', requires: 'viewDevMail' }),
    lazy: pageOf(
      'dev-mail',
      async () => (await import('../../features/dev-mail/routes/dev-mail-page.tsx')).DevMailPage,
    ),
  },
  {
    path: '/dev/jobs',
    handle: meta({ title: 'routes.devJobs', requires: 'viewDevJobs' }),
    lazy: pageOf(
      'dev-jobs',
      async () => (await import('../../features/dev-jobs/routes/dev-jobs-page.tsx')).DevJobsPage,
    ),
  },
];
