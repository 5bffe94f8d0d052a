import { createBrowserRouter } from 'react-router';
import { guardRoutes } from './route-guard.ts';
import { buildRouteTable } from './route-table.tsx';

/** Creates the browser router from the guarded route table. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(guardRoutes(buildRouteTable()));
}
