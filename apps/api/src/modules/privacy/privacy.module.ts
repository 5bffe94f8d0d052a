import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerPrivacyRoutes } from './routes/index.ts';

/** What a person may ask about their own data: the download of everything kept about them. */
export const privacyModule = { name: 'privacy', routes: registerPrivacyRoutes } as const satisfies ApiModule;
