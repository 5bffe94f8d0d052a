import type { RouteObject } from 'react-router';
import { meta, pageOf } from './route-helpers.ts';

/** The role-aware start page after sign-in (spec §2 dashboard). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    handle: meta({ title: 'routes.dashboard' }),
    lazy: pageOf(
      'dashboard',
      async () => (await import('../../features/dashboard/routes/dashboard-page.tsx')).DashboardPage,
    ),
  },
];
