import { uploadedFileTypes } from '@volunteerly/contracts/resources/file-uploads';
import { z } from 'zod';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { mediaResponse, responses } from '../../../platform/http/response-contract.ts';
import { attachmentDisposition, openConversationAttachment } from '../conversation-attachments.service.ts';
import { conversationIdParamsSchema } from '../conversations.request-schemas.ts';

// Any text: a malformed upload id is a 404 like an unknown one (decided in the service).
const attachmentParamsSchema = conversationIdParamsSchema.extend({ upload_id: z.string().max(100) });

/**
 * GET /api/v1/conversations/{id}/attachments/{upload_id}: a message's attachment, for those who
 * may read the conversation (participants; the centre's admins for oversight, audited); 404 for
 * anyone else. Never cached by a shared cache or kept by the browser: the session is in headers.
 */
export function registerDownloadConversationAttachment(app: AppInstance): void {
  app.get(
    '/api/v1/conversations/:id/attachments/:upload_id',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Download an attachment of a conversation’s message (an image inline, a PDF as a download)',
        params: attachmentParamsSchema,
        response: responses({ 200: mediaResponse('The attached file', uploadedFileTypes) }),
      },
    },
    async function handleDownloadConversationAttachment(request, reply) {
      const actor = requireSignedIn(request);
      const { upload, stored } = await openConversationAttachment(
        { database: app.database, storage: app.fileStorage },
        actor,
        { conversationId: request.params.id, uploadId: request.params.upload_id, ipAddress: request.ip },
      );
      return (
        reply
          .header('Content-Type', upload.contentType)
          .header('Content-Length', stored.size)
          .header('Content-Disposition', attachmentDisposition(upload))
          .header('Cache-Control', 'private, no-store')
          // Never run as a page, even when opened directly or if a browser were to sniff it.
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'")
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .send(stored.stream)
      );
    },
  );
}
