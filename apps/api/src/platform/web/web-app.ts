import { landingRedirectOf, type LandingHost } from '@volunteerly/site/landing-host';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../http/error-envelope.ts';
import { compressPage } from '../http/compression.ts';
import { contentSecurityPolicy } from '../http/security-headers.ts';

// /uploads holds files only: a miss there is a 404, never the app's index.html.
const apiPaths = /^\/(api|uploads)(\/|$|\?)/;
const authPaths = /^\/auth(\/|$|\?)/;

/**
 * Whether a GET that matched no route asks for a page. /api and /uploads never serve pages.
 * /auth holds both the API's devise endpoints and the spec's pages
 * (/auth/login-1, /auth/reset, …): there only a browser navigation, which
 * accepts HTML, gets the app; API clients keep the JSON 404.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (apiPaths.test(request.url)) return false;
  if (authPaths.test(request.url)) return (request.headers.accept ?? '').includes('text/html');
  return true;
}

/** What the server knows of a page before the app runs. */
export interface PageDocument {
  /** The page's centre has analytics (its CSP then allows Google's tag). */
  analytics: boolean;
  /** 404 when what the page shows does not exist (the app still runs and says so). */
  statusCode: number;
  /** The document's language (`<html lang>`). */
  language: string;
  /** A `Set-Cookie` value the page is sent with (the language its address chose, kept). */
  setCookie?: string;
  /** The <head> elements that replace the built page's <title>. */
  headTags: string;
  /** Attributes for `<html>` besides `lang` (the centre's theme). */
  htmlAttributes: string;
  /** False when the centre's theme sets no text in the default font: the page then does not preload it. */
  usesDefaultFont?: boolean;
  /** The page rendered on the server, for `#root` (decision 021); without it the app renders it. */
  rootHtml?: string;
}

/** Describes the page a browser opens (the public-pages module). */
export interface PageDocuments {
  describe(request: FastifyRequest): Promise<PageDocument>;
}

/** The built index.html with the page's language, head elements and, when rendered, the page. */
export function documentWithHead(
  template: string,
  page: Pick<PageDocument, 'language' | 'headTags' | 'htmlAttributes' | 'usesDefaultFont' | 'rootHtml'>,
): string {
  const attributes = page.htmlAttributes ? ` ${page.htmlAttributes}` : '';
  const fontPreload = /<link\s[^>]*rel="preload"[^>]*as="font"[^>]*>\s*/g;
  const document = (page.usesDefaultFont === false ? template.replace(fontPreload, '') : template)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"${attributes}`)
    .replace(/<title>[^<]*<\/title>/, () => page.headTags);
  const { rootHtml } = page;
  return rootHtml === undefined ? document : document.replace(/(<div id="root"[^>]*>)/, (root) => `${root}${rootHtml}`);
}

/**
 * Serves the built SPA from the same origin: hashed assets cached for a year, and for every other
 * page request (client routing) index.html with the page's own title, description, preview tags
 * and structured data. A page that cannot be described is served as built, never as an error.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  pages: PageDocuments,
  landingHost: LandingHost | null = null,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing file (an old chunk after a deploy) must fail, not answer with HTML.
    const isMissingFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    // On the Gelderse Handen host a page outside its allow-list is the landing page (issue 32 §6).
    const landing =
      isPageRequest(request) && !isMissingFile
        ? landingRedirectOf(landingHost, request.hostname, request.url.split('?')[0] ?? '/')
        : undefined;
    if (landing) return reply.header('Cache-Control', 'no-cache').redirect(landing, 302);
    if (hasBuild && isPageRequest(request) && !isMissingFile) {
      const page = await pages.describe(request).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not describe this page; serving the app as built');
        return undefined;
      });
      if (page?.analytics) reply.header('Content-Security-Policy', contentSecurityPolicy({ analytics: true }));
      if (page?.setCookie) reply.header('Set-Cookie', page.setCookie);
      reply
        .code(page?.statusCode ?? 200)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8');
      return reply.send(await compressPage(request, reply, page ? documentWithHead(template, page) : template));
    }
    return sendRouteNotFound(request, reply);
  });
}
