import { conversationDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';
import { reportConversation } from '../conversation-actions.service.ts';
import { presentConversation } from '../conversations.presenter.ts';
import { conversationIdParamsSchema, conversationReportSchema } from '../conversations.request-schemas.ts';
import { conversationForActor } from '../conversations.service.ts';
import { perPersonRateLimit } from '../../../platform/http/rate-limit.ts';

/**
 * POST /api/v1/conversations/{id}/report: a participant reports it, and may block the other side;
 * the admins of the centre that oversees it get a `conversation_reported` notification.
 */
export function registerReportConversation(app: AppInstance): void {
  app.post(
    '/api/v1/conversations/:id/report',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Report (and optionally block) a conversation',
        params: conversationIdParamsSchema,
        body: conversationReportSchema,
        response: responses({ 200: conversationDocumentSchema }),
      },
      // Each report mails the centre's admins: at most 10 an hour per person (issue 29).
      config: { rateLimit: perPersonRateLimit('conversation-reports', 10, 60 * 60_000) },
    },
    async function handleReportConversation(request, reply) {
      const actor = requireSignedIn(request);
      const { reason, block } = request.body.report;
      await reportConversation(
        app.database,
        actor,
        request.params.id,
        { reason, block, ipAddress: request.ip },
        notifyContextOf(request),
      );
      const { record, unreadCount } = await conversationForActor(app.database, actor, request.params.id);
      return sendDocument(reply, { data: presentConversation(record, actor, { unreadCount, lastMessageBody: null }) });
    },
  );
}
