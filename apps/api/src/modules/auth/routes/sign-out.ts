import { responses } from '../../../platform/http/response-contract.ts';
import { signedOutAnswerSchema } from '@volunteerly/contracts/resources/auth';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { withTenant } from '../../../platform/database/tenant-scope.ts';
import { deleteAuthToken } from '../auth.repository.ts';
import { authError } from '../auth.errors.ts';

/** DELETE /auth/sign_out: ends this device's session only. */
export function registerSignOut(app: AppInstance): void {
  app.delete(
    '/auth/sign_out',
    {
      schema: { tags: ['auth'], summary: 'Sign out this device', response: responses({ 200: signedOutAnswerSchema }) },
    },
    async function handleSignOut(request, reply) {
      const user = request.currentUser;
      const ended = user
        ? await withTenant(app.database, request.tenant.id, (scope) => deleteAuthToken(scope, user.id, user.client))
        : false;
      if (!ended) throw authError(404, 'not_signed_in', 'auth.errors.not_signed_in');
      return reply.status(200).send({ success: true });
    },
  );
}
