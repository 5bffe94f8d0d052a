import { responses } from '../../../platform/http/response-contract.ts';
import { organizationListDocumentSchema } from '@volunteerly/contracts/resources/organization-list';
import { z } from 'zod';
import { organizationListSorts, organizationStatuses, organizationTypes } from '@volunteerly/contracts/organizations';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import {
  listDocument,
  pageWindow,
  parseInclude,
  sendDocument,
  withListParameters,
} from '../../../platform/http/json-api.ts';
import { presentOrganizationRecord } from '../organizations.presenter.ts';
import { listOrganizations } from '../organizations.service.ts';

const statusList = z
  .string()
  .max(100)
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.enum(organizationStatuses)));

const querySchema = z.object({
  include: z.string().max(200).optional(),
  'filter[search]': z.string().trim().max(200).optional(),
  'filter[status]': statusList.optional(),
  'filter[type]': z.enum(organizationTypes).optional(),
  'filter[volunteer_center_id]': z.coerce.number().int().positive().optional(),
  'filter[target_group_id]': z.coerce.number().int().positive().optional(),
  sort: z.enum(organizationListSorts).default('name'),
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(1000).default(25),
});

const keptParameters = [
  'include',
  'filter[search]',
  'filter[type]',
  'filter[volunteer_center_id]',
  'filter[target_group_id]',
  'sort',
] as const;

/**
 * GET /api/v1/organizations: public. Visitors, volunteers and organisation
 * admins see approved organisations; centre admins every status, with the
 * status counts in `meta.status_counts`.
 */
export function registerListOrganizations(app: AppInstance): void {
  app.get(
    '/api/v1/organizations',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['organizations'],
        summary: 'List organisations',
        querystring: querySchema,
        response: responses({ 200: organizationListDocumentSchema }),
      },
    },
    async function handleListOrganizations(request, reply) {
      const { query } = request;
      const include = parseInclude(query.include, ['profile', 'address', 'vacancies']);
      const actor = request.currentUser;
      const { records, total, statusCounts } = await listOrganizations(app.database, request.tenant.id, actor, {
        search: query['filter[search]'],
        statuses: query['filter[status]'],
        type: query['filter[type]'],
        volunteerCenterId: query['filter[volunteer_center_id]'],
        targetGroupId: query['filter[target_group_id]'],
        sort: query.sort,
        ...pageWindow(query),
      });
      const presented = records.map((record) =>
        presentOrganizationRecord(record, actor, {
          profile: include.has('profile'),
          address: include.has('address'),
          locale: requestLocale(request),
        }),
      );
      // Published vacancies for everyone; every status for who manages the organisation.
      // The port is filled by the vacancies module when the app is built (organization-includes.ts).
      const includeVacancies = app.organizationIncludes.vacancies;
      const vacancies =
        include.has('vacancies') && includeVacancies
          ? await includeVacancies(
              app.database,
              request.tenant.id,
              actor,
              records.map((record) => record.organization),
              requestLocale(request),
            )
          : undefined;
      const document = listDocument(
        presented.map((entry) => {
          if (!vacancies) return entry.data;
          const ids = vacancies.idsByOrganization.get(Number(entry.data.id)) ?? [];
          const data = ids.map((id) => ({ type: 'vacancies', id }));
          return { ...entry.data, relationships: { ...entry.data.relationships, vacancies: { data } } };
        }),
        {
          query,
          total,
          path: '/api/v1/organizations',
          included: [...presented.flatMap((entry) => entry.included), ...(vacancies?.resources ?? [])],
        },
      );
      const status = query['filter[status]']?.join(',');
      return sendDocument(reply, {
        ...document,
        meta: { ...document.meta, ...(statusCounts ? { statusCounts } : {}) },
        links: withListParameters(document.links, { ...query, 'filter[status]': status }, [
          ...keptParameters,
          'filter[status]',
        ]),
      });
    },
  );
}
