import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../http/error-envelope.ts';
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

/** Whether a page request is for a centre with analytics (its CSP then allows Google's tag). */
export interface DocumentAnalytics {
  hasAnalytics(request: FastifyRequest): Promise<boolean>;
}

/**
 * Serves the built SPA from the same origin: hashed assets cached for a year,
 * and index.html for every other page request (client routing).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  documentAnalytics: DocumentAnalytics,
): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing file (an old chunk after a deploy) must fail, not answer with HTML.
    const isMissingFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (hasBuild && isPageRequest(request) && !isMissingFile) {
      const analytics = await documentAnalytics.hasAnalytics(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not tell whether this page has analytics; serving it without');
        return false;
      });
      if (analytics) reply.header('Content-Security-Policy', contentSecurityPolicy({ analytics: true }));
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendRouteNotFound(request, reply);
  });
}
