import { responses } from '../../../platform/http/response-contract.ts';
import { volunteerCenterListDocumentSchema } from '@volunteerly/contracts/resources/volunteer-centers';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import {
  listDocument,
  pageWindow,
  paginationQuerySchema,
  parseInclude,
  sendDocument,
} from '../../../platform/http/json-api.ts';
import { presentVolunteerCenter, presentVolunteerCenterProfile } from '../volunteer-centers.presenter.ts';
import { listCentersPage } from '../volunteer-centers.service.ts';

const querySchema = paginationQuerySchema.extend({ include: z.string().optional() });

/** GET /api/v1/volunteer_centers: the tenant's centres, paginated; include=profile. */
export function registerListVolunteerCenters(app: AppInstance): void {
  app.get(
    '/api/v1/volunteer_centers',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['volunteer centres'],
        summary: "List the tenant's volunteer centres",
        querystring: querySchema,
        response: responses({ 200: volunteerCenterListDocumentSchema }),
      },
    },
    async function handleListVolunteerCenters(request, reply) {
      const include = parseInclude(request.query.include, ['profile']);
      const { items, total } = await listCentersPage(app.database, request.tenant.id, pageWindow(request.query));
      const included = include.has('profile')
        ? items.flatMap(({ profile }) => (profile ? [presentVolunteerCenterProfile(profile)] : []))
        : undefined;
      return sendDocument(
        reply,
        listDocument(
          items.map(({ center, profile }) => presentVolunteerCenter(center, profile)),
          { query: request.query, total, path: '/api/v1/volunteer_centers', ...(included ? { included } : {}) },
        ),
      );
    },
  );
}
