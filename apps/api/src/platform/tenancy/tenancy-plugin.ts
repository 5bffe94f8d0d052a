import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appContexts, requestHeaders, type AppContext } from '@volunteerly/contracts/headers';
import { ApiError } from '../http/api-error.ts';
import { siteCenterIdFor, type TenantOrigins } from './tenant-origins.ts';

/** The tenant a request runs for, resolved from its X-Tenant header. */
export interface RequestTenant {
  id: number;
  key: string;
  appName: string;
  /** The tenant's own host names. */
  hosts: string[];
  /** Where the tenant's links point (tenant-origins.ts): never the request's Host. */
  origins: TenantOrigins;
  /** Feature switches (spec §1). */
  features: { volunteerProfiles: boolean; centerSharing: boolean };
  /** The tenant's own moving switch; null follows ENABLE_ORGANIZATIONS_MOVING (decision 016). */
  organizationsMoving: boolean | null;
}

/**
 * Whether centres of this tenant may move organisations between them: the
 * tenant's own switch, else the installation's ENABLE_ORGANIZATIONS_MOVING
 * (spec §9: on in one layer, off in the base layer; decision 016).
 */
export function isOrganizationsMovingOn(
  tenant: { organizationsMoving: boolean | null },
  config: { enableOrganizationsMoving: boolean },
): boolean {
  return tenant.organizationsMoving ?? config.enableOrganizationsMoving;
}

/** What the tenancy check needs to know about tenants; the tenants module provides it. */
export interface TenantDirectory {
  findTenantByKey(key: string): Promise<RequestTenant | undefined>;
  /** The tenant a host name is configured for (exact host or wildcard suffix), if any. */
  findTenantKeyForHost(host: string): Promise<string | undefined>;
  isCenterOfTenant(tenantId: number, centerId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may be called with only a Host header (feed readers send no
     * X-Tenant or App-Context): the tenant comes from the host, the context is 'main'.
     */
    tenantFromHost?: boolean;
    /**
     * Where the route's tenant comes from, set on every route of a tenant scope:
     * the X-Tenant header, or (a `tenantFromHost` route) that header or the host.
     */
    tenancy?: 'header' | 'header or host';
  }
  interface FastifyRequest {
    tenant: RequestTenant;
    appContext: AppContext;
    /** The Volunteer-Center-Id header, checked to belong to the tenant; undefined when not sent. */
    requestedCenterId: number | undefined;
  }
}

/**
 * The centre a request is for (spec §1): the one it names (Volunteer-Center-Id), else the one its
 * host belongs to, else the tenant's default. What its public lists show and its mail is branded by.
 */
export function requestCenterId(request: FastifyRequest): number | undefined {
  return siteCenterIdFor(request.tenant.origins, request.requestedCenterId, request.siteHost);
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const single = Array.isArray(value) ? value[0] : value;
  return single?.trim() || undefined;
}

/**
 * Requires every request in this scope to name a known tenant and a valid app
 * context. The tenant header is a selector, not proof: a host configured for
 * another tenant refuses it, and a volunteer centre must belong to the tenant.
 */
export async function resolveRequestTenancy(request: FastifyRequest, directory: TenantDirectory): Promise<void> {
  const hostOnly = request.routeOptions.config.tenantFromHost === true && !headerValue(request, requestHeaders.tenant);
  const key = hostOnly
    ? await directory.findTenantKeyForHost(request.siteHost)
    : headerValue(request, requestHeaders.tenant);
  if (!key) {
    throw new ApiError({
      statusCode: 400,
      code: 'tenant_missing',
      titleKey: 'errors.tenant_missing.title',
      detailKey: 'errors.tenant_missing.detail',
      source: { header: requestHeaders.tenant },
    });
  }
  const tenant = await directory.findTenantByKey(key);
  if (!tenant) {
    throw new ApiError({
      statusCode: 404,
      code: 'tenant_unknown',
      titleKey: 'errors.tenant_unknown.title',
      detailKey: 'errors.tenant_unknown.detail',
      values: { tenant: key },
      source: { header: requestHeaders.tenant },
    });
  }
  const hostTenant = await directory.findTenantKeyForHost(request.siteHost);
  if (hostTenant !== undefined && hostTenant !== tenant.key) {
    throw new ApiError({
      statusCode: 403,
      code: 'tenant_host_mismatch',
      titleKey: 'errors.tenant_host_mismatch.title',
      detailKey: 'errors.tenant_host_mismatch.detail',
      values: { tenant: key },
      source: { header: requestHeaders.tenant },
    });
  }
  const appContext = headerValue(request, requestHeaders.appContext) ?? (hostOnly ? 'main' : undefined);
  if (!appContext || !(appContexts as readonly string[]).includes(appContext)) {
    throw new ApiError({
      statusCode: 400,
      code: 'app_context_invalid',
      titleKey: 'errors.app_context_invalid.title',
      detailKey: 'errors.app_context_invalid.detail',
      source: { header: requestHeaders.appContext },
    });
  }
  const centerHeader = headerValue(request, requestHeaders.volunteerCenterId);
  let requestedCenterId: number | undefined;
  if (centerHeader !== undefined) {
    const centerId = /^\d{1,15}$/.test(centerHeader) ? Number(centerHeader) : undefined;
    if (centerId === undefined || !(await directory.isCenterOfTenant(tenant.id, centerId))) {
      throw new ApiError({
        statusCode: 400,
        code: 'volunteer_center_invalid',
        titleKey: 'errors.volunteer_center_invalid.title',
        detailKey: 'errors.volunteer_center_invalid.detail',
        values: { id: centerHeader },
        source: { header: requestHeaders.volunteerCenterId },
      });
    }
    requestedCenterId = centerId;
  }
  request.tenant = tenant;
  request.appContext = appContext as AppContext;
  request.requestedCenterId = requestedCenterId;
}

/** Adds the tenancy check to every route registered in this (encapsulated) scope. */
export function requireTenancy(scope: FastifyInstance, directory: TenantDirectory): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, tenancy: route.config?.tenantFromHost ? 'header or host' : 'header' };
  });
  scope.decorateRequest('tenant', null as unknown as RequestTenant);
  scope.decorateRequest('appContext', 'main');
  scope.decorateRequest('requestedCenterId', undefined);
  scope.addHook('onRequest', async (request) => resolveRequestTenancy(request, directory));
}
