import { responses } from '../../../platform/http/response-contract.ts';
import { applicationListDocumentSchema } from '@volunteerly/contracts/resources/applications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import {
  listDocument,
  pageWindow,
  sendDocument,
  valueCounts,
  withListParameters,
} from '../../../platform/http/json-api.ts';
import { selectedOrganizationId } from '../../organizations/current-organization-header.ts';
import { presentApplication } from '../applications.presenter.ts';
import { applicationListQuerySchema } from '../applications.request-schemas.ts';
import { listApplications } from '../applications.service.ts';

const keptParameters = [
  'filter[scope]',
  'filter[status]',
  'filter[vacancy_id]',
  'filter[organization_id]',
  'filter[search]',
  'sort',
] as const;

/**
 * GET /api/v1/applications: signed in. Volunteers see their own; organisation
 * admins their organisations' (the Current-Organization-Id one when sent);
 * centre admins their centres' and organisations'; super admins the tenant's
 * (`applicationListScope`). `meta.status_counts` counts per status.
 */
export function registerListApplications(app: AppInstance): void {
  app.get(
    '/api/v1/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'List applications',
        querystring: applicationListQuerySchema,
        response: responses({ 200: applicationListDocumentSchema }),
      },
    },
    async function handleListApplications(request, reply) {
      const actor = requireSignedIn(request);
      const { query } = request;
      const { records, total, statusCounts } = await listApplications(app.database, actor, {
        mine: query['filter[scope]'] === 'mine',
        selectedOrganizationId: selectedOrganizationId(request),
        statuses: query['filter[status]'],
        vacancyId: query['filter[vacancy_id]'],
        organizationId: query['filter[organization_id]'],
        search: query['filter[search]'],
        sort: query.sort,
        ...pageWindow(query),
      });
      const document = listDocument(
        records.map((record) => presentApplication(record, actor)),
        { query, total, path: '/api/v1/applications' },
      );
      return sendDocument(reply, {
        ...document,
        meta: { ...document.meta, statusCounts: valueCounts(statusCounts) },
        links: withListParameters(
          document.links,
          { ...query, 'filter[status]': query['filter[status]']?.join(',') },
          keptParameters,
        ),
      });
    },
  );
}
