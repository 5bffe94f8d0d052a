import type { ApiModule } from '../../platform/modules/api-module.ts';
import { fileUploadsPersonalData } from './file-uploads.personal-data.ts';
import { fileUploadsMessages } from './file-uploads.messages.ts';
import { registerFileUploadRoutes } from './routes/index.ts';
import { registerServeUpload } from './routes/serve-upload.ts';
import { registerUnreferencedUploadsJob } from './unreferenced-uploads.service.ts';

/** Uploaded files: storing, serving and removing those nothing references. */
export const fileUploadsModule = {
  name: 'file-uploads',
  personalData: fileUploadsPersonalData,
  messages: [fileUploadsMessages],
  jobs: registerUnreferencedUploadsJob,
  platformRoutes: registerServeUpload,
  routes: registerFileUploadRoutes,
} as const satisfies ApiModule;
