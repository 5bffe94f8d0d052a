import type { PageRenderer, PageRenderOutput } from '@volunteerly/contracts/page-rendering';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeCookieDays, localeCookieName } from '@volunteerly/site/languages';
// The web app's theme rules (pure functions of the centre's profile): the server paints the first
// frame with the variables the app sets when it starts.
import { toThemeShape } from '@volunteerly/site/theme/shape-radii';
import { buildThemeVariables, defaultFontFamily } from '@volunteerly/site/theme/theme-variables';
import { escapeHtml } from '../../platform/html/escape-html.ts';
import type { PageDocuments } from '../../platform/web/web-app.ts';
import type { PageAudience } from '../tenants/page-audience.ts';
import { resolvePageAudience } from '../tenants/page-audience.ts';
import type { TenantConfiguration } from '../tenants/tenant-configuration.ts';
import { renderHeadTags } from '../../platform/web/page-head.ts';
import { describePage, pageLanguageOf } from './page-descriptions.ts';
import { createRenderApi, pageRenderTimeoutMs } from './page-renderer.ts';

/**
 * The pages the web app serves, described from the request's tenant and centre (found as the app
 * finds them) and what the page shows: the head a search engine or a link preview reads, the
 * status, and whether the centre's analytics may load.
 */
export function createPageDocuments(
  app: FastifyInstance,
  configuration: TenantConfiguration,
  defaultTenant: string,
  loadRenderer: () => Promise<PageRenderer | undefined> = async () => undefined,
): PageDocuments {
  return {
    async describe(request) {
      const audience = await resolvePageAudience(configuration, defaultTenant, request);
      const url = new URL(request.url, audience?.origin ?? 'http://localhost');
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
      const [{ head, found }, answers, renderer] = await Promise.all([
        describePage(app, audience, request),
        startAnswersOf(app, request, audience),
        loadRenderer(),
      ]);
      const render =
        answers && renderer
          ? await renderPageOf(app, request, { url, language: head.language, audience, answers }, renderer)
          : undefined;
      const boot = answers ? bootDataScript(answers, render?.bootData) : undefined;
      const variables = themeVariablesOf(audience);
      return {
        analytics: Boolean(audience.center?.profile?.gtagId),
        statusCode: found && render?.statusCode !== 404 ? 200 : 404,
        language: head.language,
        // A language the address chose (the toggle is a GET form with ?lang= until the app runs) is kept.
        setCookie:
          url.searchParams.get('lang') === head.language ? localeCookie(head.language, request.protocol) : undefined,
        headTags: [renderHeadTags(head), boot].filter(Boolean).join('\n    '),
        htmlAttributes: themeAttributes(audience, variables, app.config.staging),
        usesDefaultFont: usesDefaultFont(variables),
        rootHtml: render?.html,
      };
    },
  };
}

/** The answers of the two requests the web app starts with, as sent. */
interface StartAnswers {
  appConfig: string;
  currentTenant: string;
}

/**
 * What the web app loads first, one request after the other (the app configuration, then the
 * tenant with its centre), answered by the very endpoints in this process and written into the
 * page: the app starts without waiting for them (it checks they are for the tenant and centre it
 * resolves itself). Both come from memory (decision 017). Left out when either fails.
 */
async function startAnswersOf(
  app: FastifyInstance,
  request: FastifyRequest,
  audience: PageAudience,
): Promise<StartAnswers | undefined> {
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
  return { appConfig: appConfig.body, currentTenant: currentTenant.body };
}

/**
 * The page rendered by the web app's server entry (decision 021) in the page's tenant and
 * language. A render that fails or takes too long is logged, and the page is served unrendered:
 * the app renders it in the browser, never a blank error.
 */
async function renderPageOf(
  app: FastifyInstance,
  request: FastifyRequest,
  page: { url: URL; language: string; audience: PageAudience; answers: StartAnswers },
  renderer: PageRenderer,
): Promise<PageRenderOutput | undefined> {
  const { url, language, audience, answers } = page;
  try {
    return await renderer.renderPage({
      url: url.href,
      language,
      appConfig: JSON.parse(answers.appConfig) as unknown,
      currentTenant: JSON.parse(answers.currentTenant) as unknown,
      callApi: createRenderApi(app, { host: request.headers.host ?? '', tenantKey: audience.tenant.key }),
      signal: AbortSignal.timeout(pageRenderTimeoutMs),
    });
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'could not render this page; serving it unrendered');
    return undefined;
  }
}

/** The boot data element: the start's answers as sent, and what the render hands the app. */
function bootDataScript(answers: StartAnswers, rendered: PageRenderOutput['bootData'] | undefined): string {
  const parts = [`"appConfig":${answers.appConfig}`, `"currentTenant":${answers.currentTenant}`];
  if (rendered) parts.push(JSON.stringify(rendered).slice(1, -1));
  // `<` escaped so no value can end the script element.
  const json = `{${parts.join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="boot-data">${json}</script>`;
}

/** The cookie the web app keeps the interface language in, as i18next writes it (365 days). */
function localeCookie(language: string, protocol: string): string {
  const maxAge = localeCookieDays * 24 * 60 * 60;
  const secure = protocol === 'https' ? '; Secure' : '';
  return `${localeCookieName}=${language}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

type ThemeVariables = ReturnType<typeof buildThemeVariables>;

/** The centre's theme as CSS variables, as the app's `applyTheme` computes them. */
function themeVariablesOf(audience: PageAudience): ThemeVariables {
  return buildThemeVariables(audience.center?.profile ?? null, { highContrast: audience.tenant.highContrast });
}

/** Whether the centre's body or heading text is set in the default font (else its preload goes). */
function usesDefaultFont(variables: ThemeVariables): boolean {
  const defaultFirst = `"${defaultFontFamily}",`;
  return [variables['--font-sans'], variables['--font-heading']].some((stack) => stack?.startsWith(defaultFirst));
}

/**
 * The centre's theme on `<html>`, as the app's `applyTheme` sets it: colour, font and radius
 * variables and the look's flags. The first paint is then in the centre's colours.
 */
function themeAttributes(audience: PageAudience, variables: ThemeVariables, staging: boolean): string {
  const profile = audience.center?.profile ?? null;
  const { highContrast, isPublic } = audience.tenant;
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
