import type { RouteObject } from 'react-router';
import { managePath } from '../manage/manage-tools.ts';
import { meta } from './route-helpers.ts';

/** The Beheer area (issue 31 §4): one page that leads to every tool; the tools keep their own routes. */
export const manageRoutes: RouteObject[] = [
  {
    path: managePath,
    handle: meta({ title: 'routes.manage', requires: 'manageSettings' }),
    lazy: async () => ({ Component: (await import('../manage/manage-page.tsx')).ManagePage }),
  },
];
