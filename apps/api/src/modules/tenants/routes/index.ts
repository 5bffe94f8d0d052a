import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerGetAppConfig } from './get-app-config.ts';
import { registerGetCurrentTenant } from './get-current-tenant.ts';

/** Registers the tenant endpoints that need a tenant (X-Tenant). */
export function registerTenantRoutes(app: AppInstance): void {
  registerGetCurrentTenant(app);
}

/** Registers the public, tenant-less configuration endpoint. */
export function registerPublicTenantRoutes(app: AppInstance): void {
  registerGetAppConfig(app);
}
