import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@volunteerly/contracts/tenancy';
import { createQueryClient } from '../lib/api/query-client.ts';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppStart } from '../app/start/app-start.tsx';
import type { CurrentTenant } from '../features/tenancy/api/current-tenant.ts';
import { currentTenantQueryOptions } from '../features/tenancy/api/get-current-tenant.ts';
import { updateRequestContext } from '../lib/api/request-context.ts';
import { appConfigQueryOptions } from '../lib/tenant/app-config.ts';
import { testAppConfig, testCurrentTenant } from './fixtures.ts';

/**
 * Renders routes in a memory router, with the app config and current tenant
 * already in the query cache (the demo tenant and installation unless given); optionally inside AppStart (theme, title, favicon).
 */
export function renderWithRouter(
  routes: RouteObject[],
  initialPath: string,
  options: { withAppStart?: boolean; currentTenant?: CurrentTenant; appConfig?: AppConfig } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  // The app's own client and its rules, without retries, so a failed call fails at once.
  const queryClient = createQueryClient({ retries: false });
  queryClient.setQueryData(appConfigQueryOptions.queryKey, options.appConfig ?? testAppConfig);
  const currentTenant = options.currentTenant ?? testCurrentTenant;
  queryClient.setQueryData(currentTenantQueryOptions.queryKey, currentTenant);
  // What getCurrentTenant would have set while loading the tenant.
  updateRequestContext({ tenantKey: currentTenant.tenant.key, volunteerCenterId: currentTenant.center.id });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const wrap = (children: ReactNode) => (options.withAppStart ? <AppStart>{children}</AppStart> : children);
  const result = render(
    <QueryClientProvider client={queryClient}>{wrap(<RouterProvider router={router} />)}</QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
