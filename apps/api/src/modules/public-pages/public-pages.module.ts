import { sitePaths } from '@volunteerly/site/site-paths';
import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerPublicPageRoutes } from './routes/index.ts';

/**
 * The server's part of the public pages: heads, first render, the sitemap and robots.txt, for the
 * pages every module declares in its manifest; its own are the home page, the statements and the changelog.
 */
export const publicPagesModule = {
  name: 'public-pages',
  publicPages: [
    { path: sitePaths.home, texts: { title: 'routes.home', description: 'home.introduction' }, inSitemap: true },
    {
      path: sitePaths.privacyStatement,
      texts: { title: 'routes.privacyStatement', description: 'routes.privacyStatementDescription' },
      inSitemap: true,
    },
    {
      path: sitePaths.accessibilityStatement,
      texts: { title: 'routes.accessibilityStatement', description: 'routes.accessibilityStatementDescription' },
      inSitemap: true,
    },
    {
      path: sitePaths.changelog,
      texts: { title: 'routes.changelog', description: 'routes.changelogDescription' },
      inSitemap: true,
    },
  ],
  routes: registerPublicPageRoutes,
} as const satisfies ApiModule;
