import { responses } from '../../../platform/http/response-contract.ts';
import { vacancyListDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { listDocument, pageWindow, sendDocument, withListParameters } from '../../../platform/http/json-api.ts';
import { selectedOrganizationId } from '../../organizations/current-organization-header.ts';
import { presentVacancyList } from '../vacancies.presenter.ts';
import { vacancyListQuerySchema } from '../vacancies.request-schemas.ts';
import { listVacancies } from '../vacancies.service.ts';

const keptParameters = [
  'filter[status]',
  'filter[organization_id]',
  'filter[search]',
  'filter[favorite]',
  'sort',
] as const;

/**
 * GET /api/v1/vacancies: the back-office list (organisation admins their
 * organisations', the selected one when Current-Organization-Id is sent; the
 * centre all of the tenant), or anyone's saved vacancies with
 * `filter[favorite]=true`; `meta.status_counts` counts the list per status.
 */
export function registerListVacancies(app: AppInstance): void {
  app.get(
    '/api/v1/vacancies',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'List vacancies (back office)',
        querystring: vacancyListQuerySchema,
        response: responses({ 200: vacancyListDocumentSchema }),
      },
    },
    async function handleListVacancies(request, reply) {
      const actor = requireSignedIn(request);
      const { query } = request;
      const { records, total, statusCounts } = await listVacancies(app.database, actor, {
        selectedOrganizationId: selectedOrganizationId(request),
        favorites: query['filter[favorite]'] === 'true',
        statuses: query['filter[status]'],
        organizationId: query['filter[organization_id]'],
        search: query['filter[search]'],
        sort: query.sort,
        ...pageWindow(query),
      });
      const document = listDocument(presentVacancyList(records, actor, requestLocale(request)), {
        query,
        total,
        path: '/api/v1/vacancies',
      });
      return sendDocument(reply, {
        ...document,
        meta: { ...document.meta, statusCounts },
        links: withListParameters(
          document.links,
          { ...query, 'filter[status]': query['filter[status]']?.join(',') },
          keptParameters,
        ),
      });
    },
  );
}
