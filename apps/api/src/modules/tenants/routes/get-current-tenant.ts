import { responses } from '../../../platform/http/response-contract.ts';
import { tenantDocumentSchema } from '@volunteerly/contracts/resources/tenants';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { parseInclude, sendDocument } from '../../../platform/http/json-api.ts';
import {
  presentVolunteerCenter,
  presentVolunteerCenterProfile,
} from '../../volunteer-centers/volunteer-centers.presenter.ts';
import { loadCurrentTenant } from '../tenants.service.ts';
import { presentTenant } from '../tenants.presenter.ts';

const includable = ['volunteer_center', 'volunteer_center.profile'] as const;
const querySchema = z.object({ include: z.string().optional() });

/**
 * GET /api/v1/tenants/current: what the app loads at start — the tenant (name,
 * context, features, look) with the current centre and its profile included.
 */
export function registerGetCurrentTenant(app: AppInstance): void {
  app.get(
    '/api/v1/tenants/current',
    {
      config: { session: 'optional', httpCache: 'public-configuration' },
      schema: {
        tags: ['tenancy'],
        summary: 'The current tenant with its current volunteer centre and profile (app start)',
        querystring: querySchema,
        response: responses({ 200: tenantDocumentSchema }),
      },
    },
    async function handleGetCurrentTenant(request, reply) {
      // Both are included unless the client asks for less.
      const include =
        request.query.include === undefined
          ? new Set<string>(includable)
          : parseInclude(request.query.include, includable);
      const { tenant, current } = await loadCurrentTenant(app.tenantConfiguration, request.tenant, {
        requestedCenterId: request.requestedCenterId,
        host: request.siteHost,
      });
      const included = [];
      if (current && include.has('volunteer_center'))
        included.push(presentVolunteerCenter(current.center, current.profile));
      if (current?.profile && include.has('volunteer_center.profile')) {
        included.push(presentVolunteerCenterProfile(current.profile));
      }
      return sendDocument(reply, { data: presentTenant(tenant, current?.center.id, app.config), included });
    },
  );
}
