import { responses } from '../../../platform/http/response-contract.ts';
import { userDocumentSchema } from '@volunteerly/contracts/resources/users';
import { z } from 'zod';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { sendSessionHeaders } from '../auth.headers.ts';
import { presentUserView } from '../../users/users.presenter.ts';
import { signInAsUser } from '../sign-in-as.service.ts';

const bodySchema = z.object({
  user_id: z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(Number),
});

/** POST /api/v1/sign_in_as_user: a session of another user, marked as an impersonation; audited. */
export function registerSignInAsUser(app: AppInstance): void {
  app.post(
    '/api/v1/sign_in_as_user',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in as another user',
        body: bodySchema,
        response: responses({ 200: userDocumentSchema }),
      },
    },
    async function handleSignInAsUser(request, reply) {
      const actor = requireSignedIn(request);
      const { view, session } = await signInAsUser(app.database, actor, request.body.user_id, {
        lifespanMs: app.config.sessionLifespanMs,
        userAgent: request.headers['user-agent'],
        ipAddress: request.ip,
      });
      sendSessionHeaders(reply, view.user.email, session);
      const asTarget = {
        id: view.user.id,
        tenantId: view.user.tenantId,
        roles: view.roles,
        impersonatorUserId: actor.id,
      };
      return sendDocument(reply, presentUserView(view, asTarget, { roles: true }, requestLocale(request)));
    },
  );
}
