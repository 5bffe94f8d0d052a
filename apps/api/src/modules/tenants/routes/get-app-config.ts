import { responses, sentAsIs } from '../../../platform/http/response-contract.ts';
import { appConfigSchema } from '@volunteerly/contracts/tenancy';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { loadDomainMapSources } from '../tenants.service.ts';
import { presentAppConfig } from '../tenants.presenter.ts';

/**
 * GET /app-config.json: the domain map and flags the web app needs before it
 * knows its tenant. Public and tenant-less by nature; it names tenants and
 * hosts, which are public anyway (they are the sites themselves).
 */
export function registerGetAppConfig(app: AppInstance): void {
  app.get(
    '/app-config.json',
    {
      config: { httpCache: 'public-configuration' },
      schema: {
        tags: ['tenancy'],
        summary: 'Public app configuration: domain map, tenants, flags',
        response: responses({ 200: sentAsIs(appConfigSchema) }),
      },
    },
    async function handleGetAppConfig(_request, reply) {
      const { allTenants, centerHosts } = await loadDomainMapSources(app.tenantConfiguration);
      return reply.send(presentAppConfig(app.config, allTenants, centerHosts));
    },
  );
}
