import type { RouteObject } from 'react-router';
import { meta, pageOf } from './route-helpers.ts';

/** The centre's tags: categories, skills and target groups (spec §2 tags; login required). */
export const tagRoutes: RouteObject[] = [
  {
    path: '/tags',
    handle: meta({ title: 'routes.tags', requires: 'manageTags' }),
    lazy: pageOf('tags', async () => (await import('../../features/tags/routes/tags-page.tsx')).TagsPage),
  },
];
