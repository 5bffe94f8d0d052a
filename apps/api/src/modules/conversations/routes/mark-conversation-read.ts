import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { noContent, responses } from '../../../platform/http/response-contract.ts';
import { markConversationRead } from '../conversation-actions.service.ts';
import { conversationIdParamsSchema } from '../conversations.request-schemas.ts';

/** POST /api/v1/conversations/{id}/read: a participant has read the conversation up to now. */
export function registerMarkConversationRead(app: AppInstance): void {
  app.post(
    '/api/v1/conversations/:id/read',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Mark a conversation read',
        params: conversationIdParamsSchema,
        response: responses({ 204: noContent('The conversation is read') }),
      },
    },
    async function handleMarkConversationRead(request, reply) {
      const actor = requireSignedIn(request);
      await markConversationRead(app.database, actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
