import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { mediaResponse, responses } from '../../../platform/http/response-contract.ts';
import type { SitemapPage } from '../../../platform/web/public-pages.ts';
import { renderSitemap } from '../../../platform/web/sitemap.ts';
import { tenantLink } from '../../mail/tenant-links.ts';

/** GET /sitemap.xml: the public pages every module lists, and the records their sitemap sources add. */
export function registerShowSitemap(app: AppInstance): void {
  app.get(
    '/sitemap.xml',
    {
      config: { session: 'optional', tenantFromHost: true, httpCache: 'public-configuration' },
      schema: {
        tags: ['pages'],
        summary: 'The public pages of this site',
        response: responses({ 200: mediaResponse('A sitemap (sitemaps.org 0.9)', ['application/xml']) }),
      },
    },
    async function handleShowSitemap(request, reply) {
      const { pages, sitemapSources } = app.publicPages;
      const listed = pages.flatMap((page): SitemapPage[] =>
        page.inSitemap && typeof page.path === 'string' ? [{ path: page.path }] : [],
      );
      const records = await Promise.all(sitemapSources.map((source) => source(app, request)));
      const entries = [...listed, ...records.flat()].map(({ path, lastModified }) => ({
        url: tenantLink(request, path),
        lastModified,
      }));
      return reply.type('application/xml; charset=utf-8').send(renderSitemap(entries));
    },
  );
}
