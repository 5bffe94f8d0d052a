import { responses } from '../../../platform/http/response-contract.ts';
import { dashboardDocumentSchema, volunteerSuggestionCount } from '@volunteerly/contracts/resources/dashboard';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { requestCenterId } from '../../../platform/tenancy/tenancy-plugin.ts';
import { suggestVacancies } from '../../digests/vacancy-suggestions.service.ts';
import { dashboardDocument } from '../dashboard.presenter.ts';
import { loadDashboard } from '../dashboard.service.ts';

/** GET /api/v1/dashboard: the signed-in user's start page — centre queue and activity, organisation to-dos, volunteer next steps and suggestions. */
export function registerShowDashboard(app: AppInstance): void {
  app.get(
    '/api/v1/dashboard',
    { schema: { tags: ['dashboard'], summary: 'My dashboard', response: responses({ 200: dashboardDocumentSchema }) } },
    async function handleShowDashboard(request, reply) {
      const actor = requireSignedIn(request);
      const site = { centerId: requestCenterId(request), centerSharing: request.tenant.features.centerSharing };
      const dashboard = await loadDashboard(app.database, actor, site, {
        volunteerProfiles: request.tenant.features.volunteerProfiles,
      });
      // A volunteer is suggested vacancies of this site's centre that fit their profile (the digest's matching).
      const suggestions = dashboard.volunteer
        ? await suggestVacancies(
            app,
            {
              tenantId: request.tenant.id,
              centerId: requestCenterId(request),
              includeShared: request.tenant.features.centerSharing,
            },
            actor.id,
            volunteerSuggestionCount,
          )
        : undefined;
      return sendDocument(reply, dashboardDocument({ ...dashboard, suggestions }, actor, requestLocale(request)));
    },
  );
}
