import { responses, noContent } from '../../../platform/http/response-contract.ts';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { endAllSessions } from '../sessions.service.ts';

/** DELETE /api/v1/sessions: signs me out everywhere, this device included. */
export function registerEndAllSessions(app: AppInstance): void {
  app.delete(
    '/api/v1/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere',
        response: responses({ 204: noContent('Every session has ended') }),
      },
    },
    async function handleEndAllSessions(request, reply) {
      const user = requireSignedIn(request);
      await endAllSessions(app.database, user);
      return reply.status(204).send();
    },
  );
}
