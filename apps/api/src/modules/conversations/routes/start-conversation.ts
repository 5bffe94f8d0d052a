import { conversationDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentConversation } from '../conversations.presenter.ts';
import { conversationCreateSchema } from '../conversations.request-schemas.ts';
import { conversationForActor, startConversation } from '../conversations.service.ts';

/**
 * POST /api/v1/conversations: starts the conversation of an application (its volunteer or an admin
 * of its organisation; 200 with the existing one if it has one), or one between an organisation and
 * its centre.
 */
export function registerStartConversation(app: AppInstance): void {
  app.post(
    '/api/v1/conversations',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Start a conversation (or find the one an application has)',
        body: conversationCreateSchema,
        response: responses({ 200: conversationDocumentSchema, 201: conversationDocumentSchema }),
      },
    },
    async function handleStartConversation(request, reply) {
      const actor = requireSignedIn(request);
      const body = request.body.conversation;
      const { conversationId, created } = await startConversation(
        app.database,
        actor,
        body.kind === 'application'
          ? { kind: 'application', applicationId: body.application_id }
          : { kind: 'organization_center', organizationId: body.organization_id, subject: body.subject },
      );
      const { record, unreadCount } = await conversationForActor(app.database, actor, conversationId);
      return sendDocument(
        reply,
        { data: presentConversation(record, actor, { unreadCount, lastMessageBody: null }) },
        created ? 201 : 200,
      );
    },
  );
}
