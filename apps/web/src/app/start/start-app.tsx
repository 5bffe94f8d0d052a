import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type HydrationState } from 'react-router';
import { App } from '../app.tsx';
import { createAppRouter, createAppRoutes, loadMatchedPages } from '../routes/router.ts';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { updateRequestContext } from '../../lib/api/request-context.ts';
import { getAuthStatus } from '../../lib/api/session-store.ts';
import { peekBootData, takeBootData } from '../../lib/boot/boot-data.ts';
import { initI18n, toBootedCatalogue } from '../../lib/i18n/i18n.ts';
import { toLanguage } from '@volunteerly/site/languages';
import { markServerRenderedPage } from '../../lib/document/lazy-when-near.ts';
import { yieldToBrowser } from '../../lib/document/yield-to-browser.ts';
import { prepareFormats } from '../../lib/i18n/intl-formats.ts';
import { currentTenantQueryOptions } from '../../features/tenancy/api/get-current-tenant.ts';
import { loadSignedInHeaderCode } from '../layouts/signed-in-header-code.ts';

function isObject(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}

/**
 * Starts the app (decision 021). A page the server rendered for a visitor who is signed out is
 * taken over as it is (hydrated) with the data, texts and router state it came with. Otherwise
 * (signed in: the server never knows who; a page the server only framed; no server at all in
 * development) the app renders itself, starting from what the server wrote into the page.
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const takesOver = peekBootData('rendered') === 'page' && getAuthStatus() === 'SIGNED_OUT' && root.hasChildNodes();
  const queryState = takeBootData('queryState');
  const routerState = takeBootData('routerState');

  // Texts first, so even the loading and start-error screens are translated.
  const i18n = await initI18n({ booted: toBootedCatalogue(takeBootData('language'), takeBootData('catalogue')) });
  updateRequestContext({ locale: toLanguage(i18n.resolvedLanguage) });
  // Each step of the start is its own task: none holds the main thread long (issue 13 §2). The
  // dates and numbers the page shows would otherwise load their locale data while it hydrates.
  await prepareFormats(toLanguage(i18n.resolvedLanguage), yieldToBrowser);
  await yieldToBrowser();

  const queryClient = createQueryClient();
  if (takesOver && isObject(queryState)) hydrate(queryClient, queryState as DehydratedState);
  const routes = createAppRoutes();
  await Promise.all([
    // From the boot data, without a request: the tenant's headers are set before any page asks the API.
    peekBootData('currentTenant') === undefined ? undefined : queryClient.prefetchQuery(currentTenantQueryOptions),
    loadMatchedPages(routes, window.location),
    // Signed in: the header's account items come with the page, instead of moving it down later.
    getAuthStatus() === 'SIGNED_IN' ? loadSignedInHeaderCode() : undefined,
  ]);
  await yieldToBrowser();
  const router = createAppRouter(queryClient, {
    routes,
    hydrationData: takesOver && isObject(routerState) ? (routerState as HydrationState) : undefined,
  });
  const app = (
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} router={<RouterProvider router={router} />} />
    </StrictMode>
  );
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is answered, and the page stays responsive.
  if (takesOver) markServerRenderedPage(window.location.href);
  if (takesOver) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
