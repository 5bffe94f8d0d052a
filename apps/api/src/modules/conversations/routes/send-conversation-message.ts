import { conversationLimits } from '@volunteerly/contracts/conversations';
import { conversationMessageDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import type { FastifyRequest } from 'fastify';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';
import { replyToConversation } from '../conversation-actions.service.ts';
import { presentMessage } from '../conversations.presenter.ts';
import { conversationIdParamsSchema, conversationMessageCreateSchema } from '../conversations.request-schemas.ts';

/** The rate limit's key: the signed-in person (over all their conversations), else the address. */
function senderKey(request: FastifyRequest): string {
  const user = request.currentUser;
  return user ? `conversation-message:${user.tenantId}:${user.id}` : `conversation-message:${request.ip}`;
}

/**
 * POST /api/v1/conversations/{id}/messages: a participant replies (at most 20 messages a minute
 * per person: 429 with Retry-After beyond). 409 when the conversation is closed or blocked.
 */
export function registerSendConversationMessage(app: AppInstance): void {
  app.post(
    '/api/v1/conversations/:id/messages',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Reply in a conversation',
        params: conversationIdParamsSchema,
        body: conversationMessageCreateSchema,
        response: responses({ 201: conversationMessageDocumentSchema }),
      },
      // After authentication (preHandler), so the key is the person rather than the address.
      config: {
        rateLimit: {
          max: conversationLimits.messagesPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: senderKey,
        },
      },
    },
    async function handleSendConversationMessage(request, reply) {
      const actor = requireSignedIn(request);
      const { body, attachment_ids: attachmentIds } = request.body.message;
      const { message, uploads } = await replyToConversation(
        app.database,
        actor,
        request.params.id,
        { body, attachmentIds },
        notifyContextOf(request),
      );
      return sendDocument(reply, { data: presentMessage(message, actor, uploads) }, 201);
    },
  );
}
