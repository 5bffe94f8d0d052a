import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerServeDefaultPicture } from './routes/serve-default-picture.ts';

/** Pictures of vacancies and organisations: stock images, previews and the default picture. */
export const picturesModule = {
  name: 'pictures',
  announces: { public_catalogue: ['stock_images'] },
  platformRoutes: registerServeDefaultPicture,
} as const satisfies ApiModule;
