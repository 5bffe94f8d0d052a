import { responses, mediaResponse } from '../../../platform/http/response-contract.ts';
import { uploadedImageTypes } from '@volunteerly/contracts/resources/file-uploads';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { isStorageKey } from '../../../platform/storage/file-storage.ts';
import { uploadNotFound } from '../file-uploads.errors.ts';
import { contentTypeOfStorageKey } from '../file-uploads.image-types.ts';
import { createPublicUploadCheck } from '../file-uploads.visibility.ts';

const serveUploadParamsSchema = z.object({ name: z.string() });

/**
 * GET /uploads/{name}: an uploaded image, public (vacancy pages show it to
 * anyone) and outside the tenant scope, like /api/health: the name is an
 * unguessable UUID. Files never change, so they are cached for a year. A message's attachment is
 * not served here (404, as for an unknown name): only its conversation serves it, to those who
 * may read the conversation (issue 15 §4).
 */
export function registerServeUpload(app: AppInstance): void {
  const isPublicUpload = createPublicUploadCheck(app.database);
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['file_uploads'],
        summary: 'An uploaded image (never a message’s attachment: its conversation serves those)',
        params: serveUploadParamsSchema,
        response: responses({ 200: mediaResponse('The image', uploadedImageTypes) }),
      },
    },
    async function handleServeUpload(request, reply) {
      const { name } = request.params;
      const contentType = contentTypeOfStorageKey(name);
      // Every stored name starts with its upload's id (`<uuid>.<ext>`, `<uuid>.w<width>.webp`).
      const servable = isStorageKey(name) && contentType !== undefined && (await isPublicUpload(name.slice(0, 36)));
      const stored = servable ? await app.fileStorage.open(name) : undefined;
      if (!stored || !contentType) throw uploadNotFound();
      return (
        reply
          .header('Content-Type', contentType)
          .header('Content-Length', stored.size)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          // An image never runs as a page, even when opened directly or if a browser were to sniff it.
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'")
          // Mail shows the centre's logo from here (decision 028): webmail pages of another origin may embed it.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(stored.stream)
      );
    },
  );
}
