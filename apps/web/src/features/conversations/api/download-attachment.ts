import { apiRequest } from '../../../lib/api/api-client.ts';

/** The API path of a message's attachment: private to its conversation (issue 15 §4). */
export function attachmentPath(conversationId: string, uploadId: string): string {
  return `/api/v1/conversations/${encodeURIComponent(conversationId)}/attachments/${encodeURIComponent(uploadId)}`;
}

/**
 * GET /api/v1/conversations/{id}/attachments/{upload_id}: the file's bytes. The session travels in
 * headers, not cookies, so a plain link or `<img src>` cannot fetch it: the body is read here and
 * shown or offered through an object URL. Throws ApiError (404 for anyone who may not read it).
 */
export async function downloadAttachment(
  conversationId: string,
  uploadId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  let body: Promise<Blob> | undefined;
  await apiRequest(attachmentPath(conversationId, uploadId), {
    signal,
    headers: { Accept: '*/*' },
    onResponse: (response) => {
      // The client reads the answer as text; keep the bytes themselves.
      if (response.ok) body = response.clone().blob();
    },
  });
  if (!body) throw new Error('the attachment answered without a body');
  return body;
}
