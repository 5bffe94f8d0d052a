import { responses } from '../../../platform/http/response-contract.ts';
import { capturedMailListDocumentSchema } from '@volunteerly/contracts/resources/captured-mails';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { listDocument, pageWindow, paginationQuerySchema, sendDocument } from '../../../platform/http/json-api.ts';
import { presentCapturedMail } from '../dev-mail.presenter.ts';
import { listCapturedMails } from '../dev-mail.service.ts';

/** GET /api/v1/dev/mails: the tenant's mail caught by the local SMTP capture, newest first (super admins). */
export function registerListCapturedMails(app: AppInstance): void {
  app.get(
    '/api/v1/dev/mails',
    {
      schema: {
        tags: ['development'],
        summary: 'Captured mail (/dev/mail)',
        querystring: paginationQuerySchema,
        response: responses({ 200: capturedMailListDocumentSchema }),
      },
    },
    async function handleListCapturedMails(request, reply) {
      const user = requireSignedIn(request);
      const { rows, total } = await listCapturedMails(app.database, user, pageWindow(request.query));
      return sendDocument(
        reply,
        listDocument(rows.map(presentCapturedMail), { query: request.query, total, path: '/api/v1/dev/mails' }),
      );
    },
  );
}
