import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendRouteNotFound } from '../http/error-envelope.ts';

const apiPaths = /^\/(api|auth)(\/|$|\?)/;

/**
 * Serves the built SPA from the same origin: hashed assets cached for a year,
 * and index.html for every other GET outside /api and /auth (client routing).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
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
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !apiPaths.test(request.url);
    // A missing file (an old chunk after a deploy) must fail, not answer with HTML.
    const isMissingFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if (hasBuild && isPageRequest && !isMissingFile) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendRouteNotFound(request, reply);
  });
}
