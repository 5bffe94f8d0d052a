import { sitePaths } from '@volunteerly/site/site-paths';
import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerPartnerRoutes } from './routes/index.ts';

/** The tenant's partner centres as the public and the super admin see them. */
export const partnersModule = {
  name: 'partners',
  publicPages: [
    { path: sitePaths.partners, texts: { title: 'routes.partners' }, inSitemap: true },
    // The partnership's landing page, the page of the Gelderse Handen host (issue 32 §6).
    {
      path: sitePaths.regionalLanding,
      texts: { title: 'routes.regionalLanding', description: 'routes.regionalLandingDescription' },
      inSitemap: false,
    },
  ],
  routes: registerPartnerRoutes,
} as const satisfies ApiModule;
