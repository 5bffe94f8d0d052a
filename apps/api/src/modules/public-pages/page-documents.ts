import type { PageDocuments } from '../../platform/web/web-app.ts';
import { resolvePageAudience } from '../tenants/page-audience.ts';
import type { TenantConfiguration } from '../tenants/tenant-configuration.ts';
import { describePage, pageLanguageOf, type PageSources } from './page-descriptions.ts';
import { renderHeadTags } from './page-head.ts';

/**
 * The pages the web app serves, described from the request's tenant and centre (found as the app
 * finds them) and what the page shows: the head a search engine or a link preview reads, the
 * status, and whether the centre's analytics may load.
 */
export function createPageDocuments(
  configuration: TenantConfiguration,
  defaultTenant: string,
  sources: PageSources,
): PageDocuments {
  return {
    async describe(request) {
      const audience = await resolvePageAudience(configuration, defaultTenant, request);
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      if (!audience) {
        // No tenant at all: the app shows '[useTenant] No tenant found'; nothing to describe.
        return {
          analytics: false,
          statusCode: 200,
          language: pageLanguageOf(request, url),
          headTags: '<title>Volunteerly</title>',
        };
      }
      const { head, found } = await describePage(sources, audience, request);
      return {
        analytics: Boolean(audience.center?.profile?.gtagId),
        statusCode: found ? 200 : 404,
        language: head.language,
        headTags: renderHeadTags(head),
      };
    },
  };
}
