import { statementPaths } from '@volunteerly/contracts/statements';
import type { RouteObject } from 'react-router';
import { meta, pageOf } from './route-helpers.ts';

/** The centre's statements (public, rendered on the server): privacy and accessibility. */
export const statementRoutes: RouteObject[] = [
  {
    path: statementPaths.privacy,
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.privacyStatement' }),
    lazy: pageOf('statements', async () => (await import('./statement-pages-route.tsx')).PrivacyStatementRoute),
  },
  {
    path: statementPaths.accessibility,
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.accessibilityStatement' }),
    lazy: pageOf('statements', async () => (await import('./statement-pages-route.tsx')).AccessibilityStatementRoute),
  },
];
