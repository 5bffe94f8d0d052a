import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerPublicPageRoutes } from './routes/index.ts';

/** The server's part of the public pages: heads, first render, the sitemap and robots.txt. */
export const publicPagesModule = {
  name: 'public-pages',
  routes: registerPublicPageRoutes,
} as const satisfies ApiModule;
