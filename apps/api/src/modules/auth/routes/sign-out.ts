import { responses } from '../../../platform/http/response-contract.ts';
import { deviseErrorAnswerSchema, signedOutAnswerSchema } from '@volunteerly/contracts/resources/auth';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { signOut } from '../sessions.service.ts';

/** DELETE /auth/sign_out: ends this device's session only. */
export function registerSignOut(app: AppInstance): void {
  app.delete(
    '/auth/sign_out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out this device',
        response: responses({
          200: signedOutAnswerSchema,
          404: deviseErrorAnswerSchema.describe('No session to end (devise shape)'),
        }),
      },
    },
    async function handleSignOut(request, reply) {
      await signOut(app.database, request.currentUser);
      return reply.status(200).send({ success: true });
    },
  );
}
