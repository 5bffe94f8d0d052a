import { conversationThreadDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { pageWindow, sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentConversation, presentMessage } from '../conversations.presenter.ts';
import { conversationIdParamsSchema, conversationThreadQuerySchema } from '../conversations.request-schemas.ts';
import { showConversation } from '../conversations.service.ts';

/**
 * GET /api/v1/conversations/{id}: the conversation and one page of its messages, newest first,
 * for its participants; the centre's admins may read it for oversight (audited); 404 for anyone else.
 */
export function registerShowConversation(app: AppInstance): void {
  app.get(
    '/api/v1/conversations/:id',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Show a conversation with a page of its messages',
        params: conversationIdParamsSchema,
        querystring: conversationThreadQuerySchema,
        response: responses({ 200: conversationThreadDocumentSchema }),
      },
    },
    async function handleShowConversation(request, reply) {
      const actor = requireSignedIn(request);
      const { query } = request;
      const window = pageWindow(query);
      const thread = await showConversation(app.database, actor, request.params.id, {
        ...window,
        ipAddress: request.ip,
      });
      const lastMessage = thread.messages[0];
      return sendDocument(reply, {
        data: presentConversation(thread.record, actor, {
          unreadCount: thread.unreadCount,
          lastMessageBody: lastMessage && query['page[number]'] === 1 ? lastMessage.message.body.slice(0, 200) : null,
        }),
        included: thread.messages.map((message) => presentMessage(message, actor, thread.uploads)),
        meta: {
          messages: {
            page: query['page[number]'],
            pageSize: query['page[size]'],
            total: thread.total,
            totalPages: Math.max(1, Math.ceil(thread.total / query['page[size]'])),
          },
        },
      });
    },
  );
}
