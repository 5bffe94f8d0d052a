import type { RouteObject } from 'react-router';
import { meta, pageOf } from './route-helpers.ts';

/** Settings (spec §2 settings): the centre's look and footer, the user's organisation and its contact person. */
export const settingsRoutes: RouteObject[] = [
  {
    path: '/instellingen',
    handle: meta({ title: 'routes.settings', requires: 'manageSettings' }),
    lazy: pageOf(
      'settings',
      async () => (await import('../../features/settings/routes/settings-layout.tsx')).SettingsLayout,
    ),
    children: [
      {
        index: true,
        lazy: pageOf(
          'settings',
          async () => (await import('../../features/settings/routes/settings-index-page.tsx')).SettingsIndexPage,
        ),
      },
      {
        path: 'design',
        handle: meta({ title: 'routes.settingsDesign', requires: 'manageCenter' }),
        lazy: pageOf('settings', async () => (await import('./settings-center-routes.tsx')).SettingsDesignRoute),
      },
      {
        path: 'footer',
        handle: meta({ title: 'routes.settingsFooter', requires: 'manageCenter' }),
        lazy: pageOf('settings', async () => (await import('./settings-center-routes.tsx')).SettingsFooterRoute),
      },
      {
        path: 'zoeken',
        handle: meta({ title: 'routes.settingsSearchWords', requires: 'manageCenter' }),
        lazy: pageOf(
          'settings',
          async () =>
            (await import('../../features/settings/routes/settings-search-words-page.tsx')).SettingsSearchWordsPage,
        ),
      },
      {
        path: 'organisatie',
        handle: meta({ title: 'routes.settingsOrganization' }),
        lazy: pageOf(
          'organizations',
          async () =>
            (await import('../../features/organizations/routes/organization-settings-page.tsx'))
              .OrganizationSettingsPage,
        ),
      },
      {
        path: 'contact-person',
        handle: meta({ title: 'routes.settingsContactPerson' }),
        lazy: pageOf(
          'organizations',
          async () =>
            (await import('../../features/organizations/routes/contact-person-settings-page.tsx'))
              .ContactPersonSettingsPage,
        ),
      },
    ],
  },
];
