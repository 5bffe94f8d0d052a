import type { FastifyInstance, FastifyRequest } from 'fastify';
// The web app's own theme rules (pure functions of the centre's profile): the server paints the
// first frame with the variables the app sets when it starts.
import { buildThemeVariables } from '../../../../web/src/lib/theme/theme-variables.ts';
import { toThemeShape } from '../../../../web/src/lib/theme/shape-radii.ts';
import { escapeHtml } from '../../platform/html/escape-html.ts';
import type { PageDocuments } from '../../platform/web/web-app.ts';
import type { PageAudience } from '../tenants/page-audience.ts';
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
  app: FastifyInstance,
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
          htmlAttributes: '',
        };
      }
      const [{ head, found }, boot] = await Promise.all([
        describePage(sources, audience, request),
        bootDataOf(app, request, audience),
      ]);
      return {
        analytics: Boolean(audience.center?.profile?.gtagId),
        statusCode: found ? 200 : 404,
        language: head.language,
        headTags: [renderHeadTags(head), boot].filter(Boolean).join('\n    '),
        htmlAttributes: themeAttributes(audience, sources.staging),
      };
    },
  };
}

/**
 * What the web app loads first, one request after the other (the app configuration, then the
 * tenant with its centre), answered by the very endpoints in this process and written into the
 * page: the app starts without waiting for them (it checks they are for the tenant and centre it
 * resolves itself). Both come from memory (decision 017). Left out when either fails.
 */
async function bootDataOf(
  app: FastifyInstance,
  request: FastifyRequest,
  audience: PageAudience,
): Promise<string | undefined> {
  const headers = {
    host: request.headers.host ?? '',
    'x-tenant': audience.tenant.key,
    // What the app sends before it knows the tenant's own context.
    'app-context': 'main',
    ...(audience.center ? { 'volunteer-center-id': String(audience.center.center.id) } : {}),
  };
  const [appConfig, currentTenant] = await Promise.all([
    app.inject({ method: 'GET', url: '/app-config.json', headers }),
    app.inject({ method: 'GET', url: '/api/v1/tenants/current', headers }),
  ]);
  if (appConfig.statusCode !== 200 || currentTenant.statusCode !== 200) return undefined;
  // Both bodies are JSON as sent; `<` escaped so no value can end the script element.
  const json = `{"appConfig":${appConfig.body},"currentTenant":${currentTenant.body}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="boot-data">${json}</script>`;
}

/**
 * The centre's theme on `<html>`, as the app's `applyTheme` sets it: colour, font and radius
 * variables and the look's flags. The first paint is then in the centre's colours.
 */
function themeAttributes(audience: PageAudience, staging: boolean): string {
  const profile = audience.center?.profile ?? null;
  const { highContrast, isPublic } = audience.tenant;
  const variables = buildThemeVariables(profile, { highContrast });
  const style = Object.entries(variables)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  const flags = [
    highContrast ? 'data-contrast="high"' : '',
    isPublic ? 'data-public="true"' : '',
    staging ? 'data-staging="true"' : '',
    `data-shape="${escapeHtml(toThemeShape(profile?.themeConfig?.defaultShape))}"`,
  ];
  return [`style="${escapeHtml(style)}"`, ...flags].filter(Boolean).join(' ');
}
