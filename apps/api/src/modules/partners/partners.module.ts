import { sitePaths } from '@volunteerly/site/site-paths';
import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerPartnerRoutes } from './routes/index.ts';

/** The tenant's partner centres as the public and the super admin see them. */
export const partnersModule = {
  name: 'partners',
  publicPages: [{ path: sitePaths.partners, texts: { title: 'routes.partners' }, inSitemap: true }],
  routes: registerPartnerRoutes,
} as const satisfies ApiModule;
