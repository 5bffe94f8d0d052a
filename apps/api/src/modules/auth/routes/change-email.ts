import { responses } from '../../../platform/http/response-contract.ts';
import { accountDocumentSchema } from '@volunteerly/contracts/resources/users';
import { z } from 'zod';
import { emailField } from '@volunteerly/contracts/users-schemas';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentUser } from '../../users/users.presenter.ts';
import { requestEmailChange } from '../account.service.ts';
import { noticeContextOf, sendNotices } from '../../notifications/notices.ts';

const bodySchema = z.object({ email: emailField, password: z.string().max(1024) });

/** PUT /api/v1/current_user/email: starts an e-mail change, confirmed from the new mailbox. */
export function registerChangeEmail(app: AppInstance): void {
  app.put(
    '/api/v1/current_user/email',
    {
      schema: {
        tags: ['users'],
        summary: 'Change my e-mail address',
        body: bodySchema,
        response: responses({ 200: accountDocumentSchema }),
      },
    },
    async function handleChangeEmail(request, reply) {
      const user = requireSignedIn(request);
      const change = await requestEmailChange(
        app.database,
        request.tenant.id,
        {
          userId: user.id,
          email: request.body.email,
          password: request.body.password,
        },
        noticeContextOf(request),
      );
      await sendNotices(request, change.mails);
      return sendDocument(reply, { data: presentUser(change.user) });
    },
  );
}
