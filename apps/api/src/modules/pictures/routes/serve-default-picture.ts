import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiDirectory } from '../../../platform/config/api-directory.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { entityTag, matchesIfNoneMatch } from '../../../platform/http/http-caching.ts';
import { mediaResponse, noContent, responses } from '../../../platform/http/response-contract.ts';
import { uploadNotFound } from '../../file-uploads/file-uploads.errors.ts';
import { defaultPictures } from '../default-pictures.ts';

/** Where the generated pictures are committed (scripts/generate-default-pictures.ts). */
export const defaultPicturesDirectory = path.join(apiDirectory, 'assets/default-pictures');

const contentTypes = { svg: 'image/svg+xml', png: 'image/png' } as const;

interface ServedPicture {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/** Every built-in picture by its file name, read once: a few hundred kilobytes in all. */
function readDefaultPictures(): Map<string, ServedPicture> {
  const files = new Map<string, ServedPicture>();
  for (const picture of defaultPictures) {
    for (const [extension, contentType] of Object.entries(contentTypes)) {
      const bytes = readFileSync(path.join(defaultPicturesDirectory, `${picture.slug}.${extension}`));
      files.set(`${picture.slug}.${extension}`, { bytes, contentType, etag: entityTag(bytes) });
    }
  }
  return files;
}

const paramsSchema = z.object({ name: z.string() });

/**
 * GET /api/default_pictures/{name}: a built-in default picture (decision 020), public and outside
 * the tenant scope like /uploads: the same files for every tenant (the page's frame gives them the
 * centre's colour). Kept a day by browsers, then asked again with the ETag (a new release may have
 * new pictures under the same names). Under /api so the web's development server passes it on.
 */
export function registerServeDefaultPicture(app: AppInstance): void {
  const files = readDefaultPictures();
  app.get(
    '/api/default_pictures/:name',
    {
      schema: {
        tags: ['pictures'],
        summary: 'A built-in default picture (SVG, or its PNG copy for link previews)',
        params: paramsSchema,
        response: {
          ...responses({ 200: mediaResponse('The picture', Object.values(contentTypes)) }),
          304: noContent('Not modified: the If-None-Match ETag is still current (no body)'),
        },
      },
    },
    async function handleServeDefaultPicture(request, reply) {
      const file = files.get(request.params.name);
      if (!file) throw uploadNotFound();
      reply
        .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
        .header('ETag', file.etag)
        // An SVG opened on its own is a document: it may run nothing and load nothing.
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (matchesIfNoneMatch(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
      return reply.header('Content-Type', file.contentType).send(file.bytes);
    },
  );
}
