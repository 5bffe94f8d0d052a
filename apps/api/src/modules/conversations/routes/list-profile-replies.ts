import { profileReplyListDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { listDocument, pageWindow, sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentProfileReply } from '../conversations.presenter.ts';
import { profileReplyListQuerySchema } from '../conversations.request-schemas.ts';
import { listProfileReplies } from '../conversations.service.ts';

/**
 * GET /api/v1/profile_replies: the signed-in person's own reactions in one list, newest first —
 * every application and every message they sent, with its status and the app path to it.
 */
export function registerListProfileReplies(app: AppInstance): void {
  app.get(
    '/api/v1/profile_replies',
    {
      schema: {
        tags: ['conversations'],
        summary: 'List my applications and sent messages',
        querystring: profileReplyListQuerySchema,
        response: responses({ 200: profileReplyListDocumentSchema }),
      },
    },
    async function handleListProfileReplies(request, reply) {
      const actor = requireSignedIn(request);
      const { query } = request;
      const { rows, total } = await listProfileReplies(app.database, actor, pageWindow(query));
      return sendDocument(
        reply,
        listDocument(rows.map(presentProfileReply), { query, total, path: '/api/v1/profile_replies' }),
      );
    },
  );
}
