import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { pageData } from './page-data.ts';
import { meta, pageOf } from './route-helpers.ts';

/** Both pages show the partners: asked for with the page, so the server renders them. */
const partnersData = pageData(async (queryClient) => {
  const { partnersQueryOptions } = await import('../../features/partners/api/list-partners.ts');
  return queryClient.prefetchQuery(partnersQueryOptions);
});

/** The partners in the collaboration (spec §2 partners, public). */
export const partnerRoutes: RouteObject[] = [
  {
    path: sitePaths.partners,
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.partners' }),
    loader: partnersData,
    lazy: pageOf(
      'partners',
      async () => (await import('../../features/partners/routes/partners-page.tsx')).PartnersPage,
    ),
  },
  {
    // The regional partnership's landing page (spec §2: public, empty layout; issue 32 §6).
    path: sitePaths.regionalLanding,
    handle: meta({ isPublic: true, serverRendered: true, layout: 'empty', title: 'routes.regionalLanding' }),
    loader: partnersData,
    lazy: pageOf(
      'partners',
      async () => (await import('../../features/partners/routes/regional-landing-page.tsx')).RegionalLandingPage,
    ),
  },
];
