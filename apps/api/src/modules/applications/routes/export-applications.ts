import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { mediaResponse, responses } from '../../../platform/http/response-contract.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { selectedOrganizationId } from '../../organizations/current-organization-header.ts';
import { applicationsCsv, exportFileName } from '../application-export.ts';
import { applicationFilterSchema } from '../applications.request-schemas.ts';
import { exportApplications } from '../applications.service.ts';

/**
 * GET /api/v1/applications/export.csv: the organisation side's list as CSV
 * (the list's filters, no pages, at most 10,000 rows), headers in the
 * request's language.
 */
export function registerExportApplications(app: AppInstance): void {
  app.get(
    '/api/v1/applications/export.csv',
    {
      schema: {
        tags: ['applications'],
        summary: 'Export applications as CSV',
        querystring: applicationFilterSchema,
        response: responses({ 200: mediaResponse('The applications, one per row', ['text/csv']) }),
      },
    },
    async function handleExportApplications(request, reply) {
      const actor = requireSignedIn(request);
      const { query } = request;
      const records = await exportApplications(app.database, actor, {
        selectedOrganizationId: selectedOrganizationId(request),
        statuses: query['filter[status]'],
        vacancyId: query['filter[vacancy_id]'],
        organizationId: query['filter[organization_id]'],
        search: query['filter[search]'],
        sort: query.sort,
      });
      return reply
        .status(200)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .send(applicationsCsv(records, requestLocale(request)));
    },
  );
}
