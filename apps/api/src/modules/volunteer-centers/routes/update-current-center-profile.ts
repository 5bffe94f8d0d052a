import { responses } from '../../../platform/http/response-contract.ts';
import { volunteerCenterProfileDocumentSchema } from '@volunteerly/contracts/resources/volunteer-centers';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentVolunteerCenterProfile } from '../volunteer-centers.presenter.ts';
import { centerProfileChangesOf, centerProfileUpdateSchema } from '../volunteer-centers.request-schemas.ts';
import { updateCurrentCenterProfile } from '../volunteer-centers.service.ts';

/**
 * PATCH /api/v1/volunteer_centers/current/profile: the centre's branding
 * (logo, favicon, colours and shade scales, shape, fonts) and footer. For its
 * centre admins and super admins; the live site of this tenant changes at once.
 */
export function registerUpdateCurrentCenterProfile(app: AppInstance): void {
  app.patch(
    '/api/v1/volunteer_centers/current/profile',
    {
      schema: {
        tags: ['volunteer centres'],
        summary: "Change the centre's look",
        body: centerProfileUpdateSchema,
        response: responses({ 200: volunteerCenterProfileDocumentSchema }),
      },
    },
    async function handleUpdateCurrentCenterProfile(request, reply) {
      const actor = requireSignedIn(request);
      const profile = await updateCurrentCenterProfile(
        app.database,
        actor,
        { requestedCenterId: request.requestedCenterId, host: request.siteHost },
        centerProfileChangesOf(request.body.profile),
      );
      return sendDocument(reply, { data: presentVolunteerCenterProfile(profile) });
    },
  );
}
