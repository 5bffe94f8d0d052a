import type { RouteObject } from 'react-router';
import { meta, pageOf } from './route-helpers.ts';

/** The partners in the collaboration (spec §2 partners, public). */
export const partnerRoutes: RouteObject[] = [
  {
    path: '/partners',
    handle: meta({ isPublic: true, title: 'routes.partners' }),
    lazy: pageOf(
      'partners',
      async () => (await import('../../features/partners/routes/partners-page.tsx')).PartnersPage,
    ),
  },
];
