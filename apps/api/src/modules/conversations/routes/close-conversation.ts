import { conversationDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { closeConversation } from '../conversation-actions.service.ts';
import { presentConversation } from '../conversations.presenter.ts';
import { conversationIdParamsSchema } from '../conversations.request-schemas.ts';
import { conversationForActor } from '../conversations.service.ts';

/** PUT /api/v1/conversations/{id}/close: the centre that oversees the conversation closes it. */
export function registerCloseConversation(app: AppInstance): void {
  app.put(
    '/api/v1/conversations/:id/close',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Close a conversation (centre admins)',
        params: conversationIdParamsSchema,
        response: responses({ 200: conversationDocumentSchema }),
      },
    },
    async function handleCloseConversation(request, reply) {
      const actor = requireSignedIn(request);
      await closeConversation(app.database, actor, request.params.id, request.ip);
      const { record, unreadCount } = await conversationForActor(app.database, actor, request.params.id);
      return sendDocument(reply, { data: presentConversation(record, actor, { unreadCount, lastMessageBody: null }) });
    },
  );
}
