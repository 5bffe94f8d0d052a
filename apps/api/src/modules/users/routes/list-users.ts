import { responses } from '../../../platform/http/response-contract.ts';
import { userListDocumentSchema } from '@volunteerly/contracts/resources/users';
import { z } from 'zod';
import { adminListPageSize, roleNames, userListSorts, userStatuses } from '@volunteerly/contracts/users';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import {
  listDocument,
  pageWindow,
  parseInclude,
  sendDocument,
  withListParameters,
} from '../../../platform/http/json-api.ts';
import { presentUserView } from '../users.presenter.ts';
import { listUsers } from '../users.service.ts';

const querySchema = z.object({
  include: z.string().max(200).optional(),
  'filter[search]': z.string().trim().max(200).optional(),
  'filter[status]': z.enum(userStatuses).optional(),
  'filter[role]': z.enum(roleNames).optional(),
  'filter[organization_id]': z.coerce.number().int().positive().optional(),
  sort: z.enum(userListSorts).default('last_name'),
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(adminListPageSize).default(25),
});

const keptParameters = [
  'include',
  'filter[search]',
  'filter[status]',
  'filter[role]',
  'filter[organization_id]',
  'sort',
] as const;

/** GET /api/v1/users: the users the signed-in administrator may see, filtered, sorted and paginated. */
export function registerListUsers(app: AppInstance): void {
  app.get(
    '/api/v1/users',
    {
      schema: {
        tags: ['users'],
        summary: 'List users',
        querystring: querySchema,
        response: responses({ 200: userListDocumentSchema }),
      },
    },
    async function handleListUsers(request, reply) {
      const actor = requireSignedIn(request);
      const { query } = request;
      const include = parseInclude(query.include, ['roles', 'organizations']);
      const { views, total } = await listUsers(app.database, actor, {
        filter: {
          search: query['filter[search]'],
          status: query['filter[status]'],
          role: query['filter[role]'],
          organizationId: query['filter[organization_id]'],
        },
        sort: query.sort,
        ...pageWindow(query),
      });
      const presented = views.map((view) =>
        presentUserView(
          view,
          actor,
          { roles: include.has('roles'), organizations: include.has('organizations') },
          requestLocale(request),
        ),
      );
      const document = listDocument(
        presented.map((entry) => entry.data),
        { query, total, path: '/api/v1/users', included: presented.flatMap((entry) => entry.included) },
      );
      return sendDocument(reply, { ...document, links: withListParameters(document.links, query, keptParameters) });
    },
  );
}
