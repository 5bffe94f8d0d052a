import { responses } from '../../../platform/http/response-contract.ts';
import { sessionListDocumentSchema } from '@volunteerly/contracts/resources/auth';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { listSessions } from '../sessions.service.ts';
import { presentSession } from '../auth.presenter.ts';

/** GET /api/v1/sessions: the signed-in user's devices (for /auth/token). */
export function registerListSessions(app: AppInstance): void {
  app.get(
    '/api/v1/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'My signed-in devices',
        response: responses({ 200: sessionListDocumentSchema }),
      },
    },
    async function handleListSessions(request, reply) {
      const user = requireSignedIn(request);
      const tokens = await listSessions(app.database, user);
      return sendDocument(reply, { data: tokens.map((token) => presentSession(token, user.client)) });
    },
  );
}
