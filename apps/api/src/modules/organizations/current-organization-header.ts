import type { FastifyRequest } from 'fastify';
import { requestHeaders } from '@volunteerly/contracts/headers';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { currentOrganizationForbidden } from './organizations.errors.ts';
import { mayActForOrganization } from './organizations.service.ts';

const headerName = requestHeaders.currentOrganizationId.toLowerCase();

/**
 * The calls a client needs to recover from a stale selection (the user lost
 * the organisation, or it was deleted): they ignore the header, so the client
 * can load its organisations again and pick another.
 */
const recoveryRoutes = new Set(['/api/v1/current_user', '/api/v1/current_organizations']);

/** The organisation id the request names in Current-Organization-Id (undefined when absent or empty). */
export function selectedOrganizationId(request: FastifyRequest): number | undefined {
  const header = request.headers[headerName];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * A signed-in request may only name an organisation the user works for (any
 * of the tenant's for centre admins) in Current-Organization-Id; otherwise it
 * is refused with 403 before it reaches a route. Signed-out requests and
 * requests without the header pass; an unreadable value counts as absent.
 */
export function registerCurrentOrganizationCheck(scope: AppInstance): void {
  scope.addHook('preHandler', async (request) => {
    const actor = request.currentUser;
    const organizationId = selectedOrganizationId(request);
    if (!actor || organizationId === undefined) return;
    const route = request.routeOptions.url ?? '';
    if (recoveryRoutes.has(route) || route.startsWith('/auth')) return;
    if (await mayActForOrganization(scope.database, actor, organizationId)) return;
    throw currentOrganizationForbidden();
  });
}
