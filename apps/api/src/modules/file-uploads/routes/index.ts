import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerUploadFile } from './upload-file.ts';

/**
 * The tenant-scoped upload endpoint. Multipart parsing is registered only in
 * this child scope, so every other endpoint keeps answering a form body with 415.
 */
export function registerFileUploadRoutes(app: AppInstance): void {
  void app.register(async (uploads) => {
    await uploads.register(multipart, {
      // One file of at most the limit, and little else: a form is not a place to store data.
      limits: { fileSize: app.config.uploadLimitBytes, files: 1, fields: 5, parts: 6 },
    });
    registerUploadFile(uploads.withTypeProvider<ZodTypeProvider>());
  });
}
