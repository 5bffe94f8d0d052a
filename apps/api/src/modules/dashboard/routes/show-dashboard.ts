import { responses } from '../../../platform/http/response-contract.ts';
import { dashboardDocumentSchema } from '@volunteerly/contracts/resources/dashboard';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { requestCenterId } from '../../../platform/tenancy/tenancy-plugin.ts';
import { dashboardDocument } from '../dashboard.presenter.ts';
import { showDashboard } from '../dashboard.service.ts';

/** GET /api/v1/dashboard: the signed-in user's start page — centre queue and activity, organisation to-dos, volunteer next steps and suggestions. */
export function registerShowDashboard(app: AppInstance): void {
  app.get(
    '/api/v1/dashboard',
    { schema: { tags: ['dashboard'], summary: 'My dashboard', response: responses({ 200: dashboardDocumentSchema }) } },
    async function handleShowDashboard(request, reply) {
      const actor = requireSignedIn(request);
      const site = {
        tenantId: request.tenant.id,
        centerId: requestCenterId(request),
        centerSharing: request.tenant.features.centerSharing,
      };
      const dashboard = await showDashboard(app, actor, site, {
        volunteerProfiles: request.tenant.features.volunteerProfiles,
      });
      return sendDocument(reply, dashboardDocument(dashboard, actor, requestLocale(request)));
    },
  );
}
