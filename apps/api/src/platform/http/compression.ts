import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants, gzip as gzipCallback } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotliCompress = promisify(brotliCompressCallback);
const gzip = promisify(gzipCallback);
const brotliAtRequestQuality = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses answers of 1 KiB and more (pages, JSON) for clients that accept it: brotli at a
 * quality cheap enough to run per request, else gzip (issue 13: an uncompressed page and its
 * scripts cost a phone seconds). The web app's built files come compressed from the build, at the
 * highest quality (apps/web/scripts/precompress.mjs, served by `@fastify/static`'s preCompressed).
 * Registered after the HTTP caching hooks, so ETags are of the answer itself.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: brotliAtRequestQuality,
  });
}

const pageEncodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * The body of a page sent by a handler that is no route (the web app's not-found handler, which
 * serves every page), compressed as the route compression would: brotli, else gzip, else as it is.
 */
export async function compressPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<Buffer | string> {
  const encoding = pageEncodings.negotiate(request.headers['accept-encoding'] ?? '');
  if (encoding !== 'br' && encoding !== 'gzip') return html;
  reply.header('Content-Encoding', encoding);
  return encoding === 'br' ? brotliCompress(html, brotliAtRequestQuality) : gzip(html);
}
