import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { meta, pageOf } from './route-helpers.ts';

/** What changed in the product (spec §2: public, white background, rendered on the server). */
export const changelogRoutes: RouteObject[] = [
  {
    path: sitePaths.changelog,
    handle: meta({ isPublic: true, serverRendered: true, whiteBackground: true, title: 'routes.changelog' }),
    lazy: pageOf(
      'changelog',
      async () => (await import('../../features/changelog/routes/changelog-page.tsx')).ChangelogPage,
    ),
  },
];
