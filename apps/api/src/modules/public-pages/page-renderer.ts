import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRenderApiRequest, PageRenderApiResponse, PageRenderer } from '@volunteerly/contracts/page-rendering';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** How long a page may take to render before it is served unrendered (the app then renders it). */
export const pageRenderTimeoutMs = 3000;

function isPageRenderer(value: unknown): value is PageRenderer {
  return value !== null && typeof value === 'object' && typeof (value as PageRenderer).renderPage === 'function';
}

/**
 * The web app's server render (decision 021), loaded on the first page request: a process that
 * serves only the API never loads React. Undefined when it is not built (development, the API's
 * tests), or cannot be loaded (said once in the log): pages are then served unrendered.
 */
export function createPageRendererLoader(
  file: string,
  log: FastifyBaseLogger,
): () => Promise<PageRenderer | undefined> {
  let loading: Promise<PageRenderer | undefined> | undefined;
  return () => {
    loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: unknown) => {
            if (isPageRenderer(module)) return module;
            log.error({ file }, 'the web app server entry has no renderPage; pages are served unrendered');
            return undefined;
          },
          (error: unknown) => {
            log.error({ err: error, file }, 'could not load the web app server entry; pages are served unrendered');
            return undefined;
          },
        )
      : Promise.resolve(undefined);
    return loading;
  };
}

const readOnlyMethods = new Set(['GET', 'HEAD']);

/**
 * Answers the render's API requests in-process, on the page's own host and as the page's own
 * tenant whatever the request names, so every answer is the one the browser of this page would
 * get. A render only reads: anything else is refused.
 */
export function createRenderApi(
  app: FastifyInstance,
  page: { host: string; tenantKey: string },
): (request: PageRenderApiRequest) => Promise<PageRenderApiResponse> {
  return async (request) => {
    if (!readOnlyMethods.has(request.method.toUpperCase()) || !request.url.startsWith('/api/')) {
      return { statusCode: 405, headers: {}, body: '' };
    }
    const response = await app.inject({
      method: request.method.toUpperCase() === 'HEAD' ? 'HEAD' : 'GET',
      url: request.url,
      headers: { ...request.headers, host: page.host, 'x-tenant': page.tenantKey },
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { statusCode: response.statusCode, headers, body: response.body };
  };
}
