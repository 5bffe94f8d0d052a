import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { meta, pageOf } from './route-helpers.ts';

/** The periodic mail's public page: its unsubscribe link works without signing in (issue 15 §5). */
export const digestRoutes: RouteObject[] = [
  {
    path: sitePaths.digestUnsubscribe,
    handle: meta({ isPublic: true, title: 'routes.digestUnsubscribe' }),
    lazy: pageOf(
      'digests',
      async () => (await import('../../features/digests/routes/digest-unsubscribe-page.tsx')).DigestUnsubscribePage,
    ),
  },
];
