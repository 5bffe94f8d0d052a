import { responses } from '../../../platform/http/response-contract.ts';
import { submittedApplicationDocumentSchema } from '@volunteerly/contracts/resources/applications';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { localeFromAcceptLanguage } from '../../../platform/i18n/api-messages.ts';
import { authRateLimit } from '../../auth/auth-rate-limit.ts';
import { submitApplication } from '../application-submission.service.ts';
import { guestProblem } from '../applications.errors.ts';
import { applicationDocument } from '../applications.presenter.ts';
import { applicationCreateSchema } from '../applications.request-schemas.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';

/**
 * POST /api/v1/applications: anyone. Signed in, the application is the
 * user's; signed out, the `guest` details are required and the guest confirms
 * by mail. Guests are rate limited per IP like the sign-up.
 */
export function registerSubmitApplication(app: AppInstance): void {
  app.post(
    '/api/v1/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply for a vacancy',
        body: applicationCreateSchema,
        response: responses({ 201: submittedApplicationDocumentSchema }),
      },
      config: {
        session: 'optional',
        rateLimit: { ...authRateLimit(app), allowList: (request) => request.currentUser !== undefined },
      },
    },
    async function handleSubmitApplication(request, reply) {
      const { guest, ...input } = request.body.application;
      const actor = request.currentUser;
      if (actor && guest) throw guestProblem('not_allowed');
      if (!actor && !guest) throw guestProblem('required');
      const applicant = actor
        ? ({ kind: 'user', user: actor } as const)
        : ({
            kind: 'guest',
            guest: {
              name: guest!.name,
              email: guest!.email,
              phone: guest!.phone ?? null,
              locale: guest!.locale ?? localeFromAcceptLanguage(request.headers['accept-language']),
            },
          } as const);
      const { details, waitlisted } = await submitApplication(
        app.database,
        request.tenant.id,
        applicant,
        {
          vacancyId: input.vacancy_id,
          motivation: input.motivation,
          answers: input.answers,
        },
        notifyContextOf(request),
      );
      const meta = { waitlisted, ...(actor ? {} : { confirmationRequired: true }) };
      return sendDocument(reply, applicationDocument(details, actor, meta), 201);
    },
  );
}
