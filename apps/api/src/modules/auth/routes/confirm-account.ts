import { responses } from '../../../platform/http/response-contract.ts';
import { accountDocumentSchema } from '@volunteerly/contracts/resources/users';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentUser } from '../../users/users.presenter.ts';
import { confirmAccount } from '../account.service.ts';

const bodySchema = z.object({ confirmation_token: z.string().min(1).max(200) });

/** POST /api/v1/confirm: confirms an account (or a new e-mail address) with the token from the mail. */
export function registerConfirmAccount(app: AppInstance): void {
  app.post(
    '/api/v1/confirm',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address',
        body: bodySchema,
        response: responses({ 200: accountDocumentSchema }),
      },
    },
    async function handleConfirmAccount(request, reply) {
      const user = await confirmAccount(app.database, request.tenant.id, request.body.confirmation_token);
      return sendDocument(reply, { data: presentUser(user) });
    },
  );
}
