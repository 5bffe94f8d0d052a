import { responses } from '../../../platform/http/response-contract.ts';
import { currentOrganizationListDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { listDocument, sendDocument } from '../../../platform/http/json-api.ts';
import { presentOrganization } from '../organizations.presenter.ts';
import { listCurrentOrganizations } from '../organizations.service.ts';

/** GET /api/v1/current_organizations: the organisations the signed-in user works for. */
export function registerListCurrentOrganizations(app: AppInstance): void {
  app.get(
    '/api/v1/current_organizations',
    {
      schema: {
        tags: ['organizations'],
        summary: 'My organisations',
        response: responses({ 200: currentOrganizationListDocumentSchema }),
      },
    },
    async function handleListCurrentOrganizations(request, reply) {
      const actor = requireSignedIn(request);
      const rows = await listCurrentOrganizations(app.database, actor);
      const query = { 'page[number]': 1, 'page[size]': Math.max(1, rows.length) };
      return sendDocument(
        reply,
        listDocument(rows.map(presentOrganization), {
          query,
          total: rows.length,
          path: '/api/v1/current_organizations',
        }),
      );
    },
  );
}
