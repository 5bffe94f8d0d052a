import type { ApiModule } from '../../platform/modules/api-module.ts';
import { devMailPersonalData } from './dev-mail.personal-data.ts';
import { devMailMessages } from './dev-mail.messages.ts';
import { registerDevMailRoutes } from './routes/index.ts';

/** The mail the local capture received, for developers and tests (outside production). */
export const devMailModule = {
  name: 'dev-mail',
  personalData: devMailPersonalData,
  messages: [devMailMessages],
  routes: registerDevMailRoutes,
} as const satisfies ApiModule;
