import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerDashboardRoutes } from './routes/index.ts';

/** The figures of the centre's and an organisation's dashboard. */
export const dashboardModule = { name: 'dashboard', routes: registerDashboardRoutes } as const satisfies ApiModule;
