import { responses } from '../../../platform/http/response-contract.ts';
import { userDocumentSchema } from '@volunteerly/contracts/resources/users';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentUserView } from '../users.presenter.ts';
import { userCreateSchema } from '../users.request-schemas.ts';
import { inviteUser } from '../users.service.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';
import { perPersonRateLimit } from '../../../platform/http/rate-limit.ts';

/** POST /api/v1/users: an administrator invites a user; the invitation mail goes out after the commit. */
export function registerCreateUser(app: AppInstance): void {
  app.post(
    '/api/v1/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Invite a user',
        body: userCreateSchema,
        response: responses({ 201: userDocumentSchema }),
      },
      // Each new account mails an invitation to an address the admin chooses: at most 60 an hour per person (issue 29).
      config: { rateLimit: perPersonRateLimit('user-invitations', 60, 60 * 60_000) },
    },
    async function handleCreateUser(request, reply) {
      const actor = requireSignedIn(request);
      const { user } = request.body;
      const view = await inviteUser(
        app.database,
        actor,
        {
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          phone: user.phone ?? null,
          locale: user.locale ?? 'nl',
        },
        notifyContextOf(request),
      );
      return sendDocument(reply, presentUserView(view, actor, { roles: true }, requestLocale(request)), 201);
    },
  );
}
