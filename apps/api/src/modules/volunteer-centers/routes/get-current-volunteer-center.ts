import { responses } from '../../../platform/http/response-contract.ts';
import { volunteerCenterDocumentSchema } from '@volunteerly/contracts/resources/volunteer-centers';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { parseInclude, sendDocument } from '../../../platform/http/json-api.ts';
import { presentVolunteerCenter, presentVolunteerCenterProfile } from '../volunteer-centers.presenter.ts';
import { showCurrentCenter } from '../volunteer-centers.service.ts';

const querySchema = z.object({ include: z.string().optional() });

/** GET /api/v1/volunteer_centers/current: the request's centre (header, host, default) with its picture; include=profile. */
export function registerGetCurrentVolunteerCenter(app: AppInstance): void {
  app.get(
    '/api/v1/volunteer_centers/current',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['volunteer centres'],
        summary: 'The current volunteer centre',
        querystring: querySchema,
        response: responses({ 200: volunteerCenterDocumentSchema }),
      },
    },
    async function handleGetCurrentVolunteerCenter(request, reply) {
      const include = parseInclude(request.query.include, ['profile']);
      const { center, profile, picture } = await showCurrentCenter(app.database, request.tenant.id, {
        requestedCenterId: request.requestedCenterId,
        host: request.siteHost,
      });
      return sendDocument(reply, {
        data: presentVolunteerCenter(center, profile, picture),
        ...(include.has('profile') && profile ? { included: [presentVolunteerCenterProfile(profile)] } : {}),
      });
    },
  );
}
