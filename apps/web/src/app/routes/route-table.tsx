import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { RootLayout } from '../layouts/root-layout.tsx';
import { RootErrorScreen } from '../errors/root-error-screen.tsx';
import { RouteErrorScreen } from '../errors/route-error-screen.tsx';
import { LoadingScreen } from '../start/loading-screen.tsx';
import { accountRoutes } from './account-routes.tsx';
import { tagRoutes } from './tags-routes.tsx';
import { authRoutes } from './auth-routes.tsx';
import { dashboardRoutes } from './dashboard-routes.tsx';
import { notificationTemplateRoutes } from './notification-template-routes.tsx';
import { notificationRoutes } from './notification-routes.tsx';
import { settingsRoutes } from './settings-routes.tsx';
import { manageRoutes } from './manage-routes.tsx';
import { organizationRoutes } from './organization-routes.tsx';
import { partnerRoutes } from './partners-routes.tsx';
import { digestRoutes } from './digest-routes.tsx';
import { vacancyRoutes } from './vacancy-routes.tsx';
import { applicationRoutes } from './application-routes.tsx';
import { conversationRoutes } from './conversation-routes.tsx';
import { statementRoutes } from './statement-routes.tsx';
import { changelogRoutes } from './changelog-routes.tsx';
import type { RouteHandle } from './route-handle.ts';
import { pageData } from './page-data.ts';
import { pageNotFoundError } from './route-error.ts';
import { testServerErrorLoader } from './test-server-error.ts';

// Typed helper so each route's metadata is checked against spec §2's fields.
function meta(handle: RouteHandle): RouteHandle {
  return handle;
}

const homePageData = pageData(async (queryClient) => {
  const [{ homeVacancyOverviewQueryOptions }, { closingSoonVacanciesQueryOptions }, { centerPictureQueryOptions }] =
    await Promise.all([
      import('../../features/home/api/get-home-vacancy-overview.ts'),
      import('../../features/home/api/list-closing-soon-vacancies.ts'),
      import('../../features/home/api/get-center-picture.ts'),
    ]);
  return Promise.all([
    queryClient.prefetchQuery(homeVacancyOverviewQueryOptions()),
    queryClient.prefetchQuery(closingSoonVacanciesQueryOptions()),
    queryClient.prefetchQuery(centerPictureQueryOptions()),
  ]);
});

// No content pages exist yet, so any slug is a page that cannot be found; without one it is the home page.
function contentPageLoader(args: LoaderFunctionArgs): ReturnType<LoaderFunction> {
  if (args.params['slug']) throw pageNotFoundError(new URL(args.request.url).pathname);
  return homePageData(args);
}

function unknownPathLoader({ request }: LoaderFunctionArgs): never {
  throw pageNotFoundError(new URL(request.url).pathname);
}

// Never rendered (their loaders always throw); it exists so the routes count as pages.
function UnknownPath(): null {
  return null;
}

/** The pages of the app (spec §2), each lazy-loaded, with its metadata on `handle`. */
export const pageRoutes: RouteObject[] = [
  {
    path: '/switch',
    handle: meta({ isPublic: true, layout: 'empty', title: 'routes.switch' }),
    lazy: async () => ({ Component: (await import('../../features/switch/routes/switch-page.tsx')).SwitchPage }),
  },
  {
    path: '/dev',
    handle: meta({ isPublic: true, title: 'routes.dev' }),
    lazy: async () => ({ Component: (await import('../../features/dev/routes/dev-index-page.tsx')).DevIndexPage }),
  },
  {
    path: '/dev/colors',
    handle: meta({ isPublic: true, title: 'routes.devColors' }),
    lazy: async () => ({ Component: (await import('../../features/dev/routes/dev-colors-page.tsx')).DevColorsPage }),
  },
  {
    path: '/dev/components',
    handle: meta({ isPublic: true, title: 'routes.devComponents' }),
    lazy: async () => ({
      Component: (await import('../../features/dev/routes/dev-components-page.tsx')).DevComponentsPage,
    }),
  },
  {
    path: '/dev/form',
    handle: meta({ isPublic: true, title: 'routes.devForm' }),
    lazy: async () => ({ Component: (await import('../../features/dev/routes/dev-form-page.tsx')).DevFormPage }),
  },
  {
    path: '/dev/modal',
    handle: meta({ isPublic: true, title: 'routes.devModal' }),
    lazy: async () => ({ Component: (await import('../../features/dev/routes/dev-modal-page.tsx')).DevModalPage }),
  },
  ...authRoutes,
  ...accountRoutes,
  ...tagRoutes,
  ...organizationRoutes,
  ...dashboardRoutes,
  ...settingsRoutes,
  ...manageRoutes,
  ...notificationRoutes,
  ...notificationTemplateRoutes,
  ...partnerRoutes,
  ...digestRoutes,
  ...vacancyRoutes,
  ...applicationRoutes,
  ...conversationRoutes,
  ...statementRoutes,
  ...changelogRoutes,
  {
    path: '/test/server-error',
    handle: meta({ isPublic: true, title: 'routes.testServerError' }),
    loader: testServerErrorLoader,
    Component: UnknownPath,
  },
  {
    // The content-page catch-all: without a slug it is the tenant's home page.
    path: '/:slug?',
    handle: meta({
      isPublic: true,
      serverRendered: true,
      whiteBackground: true,
      breakoutContainer: true,
      title: 'routes.home',
    }),
    loader: contentPageLoader,
    lazy: async () => ({ Component: (await import('./home-route.tsx')).HomeRoute }),
  },
  {
    path: '*',
    handle: meta({ isPublic: true }),
    loader: unknownPathLoader,
    Component: UnknownPath,
  },
];

/**
 * The whole route tree: the root layout (header, footer, scroll, focus, title)
 * around a pathless group whose error boundary shows errors inside the layout.
 * React Router matches case-insensitively and accepts a trailing slash.
 */
export function buildRouteTable(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorScreen,
      HydrateFallback: LoadingScreen,
      children: [{ id: 'pages', ErrorBoundary: RouteErrorScreen, children: pages }],
    },
  ];
}
