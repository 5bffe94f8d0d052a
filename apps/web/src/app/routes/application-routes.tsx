import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { hasNumericId, meta, pageOf } from './route-helpers.ts';

const applicationsPage = (load: () => Promise<ComponentType>) => pageOf('applications', load);

/** Application pages (spec §2 applications). */
export const applicationRoutes: RouteObject[] = [
  {
    path: sitePaths.applications,
    handle: meta({ title: 'routes.applications' }),
    lazy: applicationsPage(
      async () => (await import('../../features/applications/routes/applications-page.tsx')).ApplicationsPage,
    ),
  },
  {
    path: sitePaths.application(':id'),
    handle: meta({ title: 'routes.application', validate: hasNumericId }),
    lazy: applicationsPage(
      async () => (await import('../../features/applications/routes/application-page.tsx')).ApplicationPage,
    ),
  },
];
