import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { meta, pageOf } from './route-helpers.ts';

/** The centre's statements (public, rendered on the server): privacy and accessibility. */
export const statementRoutes: RouteObject[] = [
  {
    path: sitePaths.privacyStatement,
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.privacyStatement' }),
    lazy: pageOf('statements', async () => (await import('./statement-pages-route.tsx')).PrivacyStatementRoute),
  },
  {
    path: sitePaths.accessibilityStatement,
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.accessibilityStatement' }),
    lazy: pageOf('statements', async () => (await import('./statement-pages-route.tsx')).AccessibilityStatementRoute),
  },
];
