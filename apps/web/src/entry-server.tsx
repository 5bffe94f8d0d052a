/**
 * The server render of the app's pages (decision 021), built by `vite build --ssr` into
 * dist-server/entry-server.js and called by the API for each page request: the same route table,
 * components and query options as in the browser, with the page's data loaded in-process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultShouldDehydrateQuery, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type {
  PageRenderApiRequest,
  PageRenderInput,
  PageRenderOutput,
  RenderedPart,
} from '@volunteerly/contracts/page-rendering';
import i18next, { type i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { App } from './app/app.tsx';
import { RouteError } from './app/routes/route-error.ts';
import { hasPage } from './app/routes/route-guard.ts';
import type { RouteHandle } from './app/routes/route-handle.ts';
import { createAppRoutes } from './app/routes/router.ts';
import { PageSkeleton } from './app/start/page-skeleton.tsx';
import { currentTenantOf, currentTenantQueryOptions } from './features/tenancy/api/get-current-tenant.ts';
import { setApiTransport } from './lib/api/api-client.ts';
import { createQueryClient } from './lib/api/query-client.ts';
import type { RequestContext } from './lib/api/request-context.ts';
import { buildRequestHeaders } from './lib/api/request-headers.ts';
import { defaultLanguage, supportedLanguages, toLanguage, type Language } from '@volunteerly/site/languages';
import { pageHeadCatalogues, pageHeadNamespace } from '@volunteerly/site/page-heads';
import { defaultNamespace, fallbackNamespace, namespaces } from './lib/i18n/namespaces.ts';
import { loadDeferredParts } from './lib/document/lazy-when-near.ts';
import { appConfigQueryOptions, toAppConfig } from './lib/tenant/app-config.ts';

interface PageRender {
  callApi: PageRenderInput['callApi'];
  /** Who the page asks the API as: its tenant, centre and app context, in its language, signed out. */
  requestContext: RequestContext;
}

/** The render a request belongs to: renders of different pages (and tenants) run side by side. */
const currentRender = new AsyncLocalStorage<PageRender>();

setApiTransport(async (url, init) => {
  const render = currentRender.getStore();
  if (!render) throw new Error('An API request outside a page render');
  const request: PageRenderApiRequest = {
    method: init.method ?? 'GET',
    url,
    headers: {
      ...Object.fromEntries(new Headers(init.headers).entries()),
      ...buildRequestHeaders(render.requestContext, {}),
    },
    ...(typeof init.body === 'string' ? { body: init.body } : {}),
  };
  const answer = await render.callApi(request);
  const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
  return new Response(hasBody ? answer.body : null, { status: answer.statusCode, headers: answer.headers });
});

// Every catalogue is part of this bundle: a render never waits for a text.
const catalogueModules = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const catalogues: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [source, messages] of Object.entries(catalogueModules)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(source);
  if (match?.[1] && match[2]) (catalogues[match[1]] ??= {})[match[2]] = messages;
}
for (const language of supportedLanguages)
  (catalogues[language] ??= {})[pageHeadNamespace] = pageHeadCatalogues[language];

let i18nReady: Promise<unknown> | undefined;

/** The shared i18next (pages load their namespaces through it); each render takes its own clone. */
function startI18n(): Promise<unknown> {
  i18nReady ??= i18next.use(initReactI18next).init({
    resources: catalogues,
    lng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    fallbackLng: defaultLanguage,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    fallbackNS: fallbackNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18nReady;
}

/**
 * The route table as the server renders it: pages checked to render alike on both sides are
 * rendered whole; every other page is its frame around a skeleton (the browser renders it, also
 * because only the browser knows who is signed in). Public pages keep their loaders (validation,
 * the 404 of an unknown address); the others' loaders would send the visitor to sign in.
 */
function serverRoutes(routes: RouteObject[], inherited: RouteHandle = {}): RouteObject[] {
  return routes.map((route) => {
    const handle: RouteHandle = { ...inherited, ...(route.handle as RouteHandle | undefined) };
    let served = { ...route } as RouteObject;
    if (hasPage(route) && !handle.serverRendered) {
      served = { ...served, lazy: undefined, element: undefined, Component: PageSkeleton } as RouteObject;
      if (!handle.isPublic) served.loader = undefined;
    }
    const { validate: _validate, ...inheritable } = handle;
    if (route.children) served.children = serverRoutes(route.children, inheritable);
    return served;
  });
}

const routes = serverRoutes(createAppRoutes());
const handler = createStaticHandler(routes);

const startQueryKeys = [appConfigQueryOptions.queryKey, currentTenantQueryOptions.queryKey].map((key) =>
  JSON.stringify(key),
);

/** The page's data for the boot data; the start's two answers travel as they are (the app reads them itself). */
function dehydratePageData(queryClient: QueryClient): unknown {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query: Query) =>
      defaultShouldDehydrateQuery(query) && !startQueryKeys.includes(JSON.stringify(query.queryKey)),
  });
}

/** The messages the render used, in its language: the app starts with them instead of fetching. */
function usedCatalogue(instance: i18n, language: Language): Record<string, unknown> {
  const used = new Set<string>([...namespaces, ...(instance.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const messages = catalogues[language] ?? {};
  return Object.fromEntries([...used].filter((name) => name in messages).map((name) => [name, messages[name]]));
}

function partOf(context: StaticHandlerContext): RenderedPart {
  if (context.errors) return 'error';
  const handle: RouteHandle = Object.assign({}, ...context.matches.map((match) => match.route.handle ?? {}));
  return handle.serverRendered ? 'page' : 'frame';
}

function statusCodeOf(context: StaticHandlerContext): number {
  const error = Object.values(context.errors ?? {})[0];
  return error instanceof RouteError ? error.statusCode : context.errors ? 500 : 200;
}

async function renderToHtml(element: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    onError: (error) => void errors.push(error),
    // React sends a large finished part after the rest, filled in by an inline script the page's CSP
    // forbids; the whole page is sent at once instead.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A part that failed would be rendered by the browser instead: serve the app unrendered, said once.
  if (errors.length > 0) throw errors[0];
  // A part still loading when the page was done is filled in by an inline script, which the CSP
  // forbids: the page would keep its placeholder. Every lazy part must be loaded before the render.
  if (html.includes('<template id="B:')) throw new Error('a part of the page was still loading when it was rendered');
  return html;
}

/** Renders one page: undefined when the address is a redirect (the browser's router then takes it). */
export async function renderPage(input: PageRenderInput): Promise<PageRenderOutput | undefined> {
  await startI18n();
  const language = toLanguage(input.language);
  const instance = i18next.cloneInstance({ lng: language });
  await instance.changeLanguage(language);

  const queryClient = createQueryClient({ retries: false });
  queryClient.setQueryData(appConfigQueryOptions.queryKey, toAppConfig(input.appConfig));
  const current = currentTenantOf(input.currentTenant);
  queryClient.setQueryData(currentTenantQueryOptions.queryKey, current);
  const requestContext: RequestContext = {
    tenantKey: current.tenant.key,
    appContext: current.tenant.appContext,
    volunteerCenterId: current.center.id,
    currentOrganizationId: undefined,
    locale: language,
  };

  return currentRender.run({ callApi: input.callApi, requestContext }, async () => {
    const context = await handler.query(new Request(input.url, { signal: input.signal }), {
      requestContext: { queryClient, waitForData: true },
    });
    if (context instanceof Response) return undefined;
    await loadDeferredParts();
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToHtml(
      <StrictMode>
        <App
          queryClient={queryClient}
          i18n={instance}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </StrictMode>,
      input.signal,
    );
    const rendered = partOf(context);
    return {
      html,
      rendered,
      statusCode: statusCodeOf(context),
      bootData: {
        rendered,
        language,
        catalogue: usedCatalogue(instance, language),
        queryState: dehydratePageData(queryClient),
        routerState: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      },
    };
  });
}
