import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerPublicTenantRoutes, registerTenantRoutes } from './routes/index.ts';

/** Tenants and their configuration: hosts, origins, features and the app's start-up configuration. */
export const tenantsModule = {
  name: 'tenants',
  announces: { tenant_configuration: ['tenants'] },
  platformRoutes: registerPublicTenantRoutes,
  routes: registerTenantRoutes,
} as const satisfies ApiModule;
