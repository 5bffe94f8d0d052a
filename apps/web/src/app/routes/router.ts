import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { setBrowserPageData } from './page-data.ts';
import { guardRoutes } from './route-guard.ts';
import { buildRouteTable } from './route-table.tsx';

/** The guarded route table, as both the browser and the server's render use it. */
export function createAppRoutes(): RouteObject[] {
  return guardRoutes(buildRouteTable());
}

/**
 * Loads the code of the pages the address matches before the router starts, so the first render
 * is the page itself: the server's HTML is taken over without a loading screen in between, and a
 * page the browser renders itself shows its frame at once.
 */
export async function loadMatchedPages(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Creates the browser router: route loaders fill `queryClient` on navigation, and a page the server
 * rendered starts from the server's router state (its loaders do not run again).
 */
export function createAppRouter(
  queryClient: QueryClient,
  options: { routes?: RouteObject[]; hydrationData?: HydrationState } = {},
): ReturnType<typeof createBrowserRouter> {
  setBrowserPageData({ queryClient, waitForData: false });
  return createBrowserRouter(options.routes ?? createAppRoutes(), { hydrationData: options.hydrationData });
}
