import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerGetHealth } from './routes/get-health.ts';

/** Whether the process and its database answer. */
export const healthModule = { name: 'health', platformRoutes: registerGetHealth } as const satisfies ApiModule;
