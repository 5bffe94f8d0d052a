import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/**
 * POST /api/v1/conversations for an application: starts its conversation, or finds the one it has
 * (the API answers the existing one). Answers the conversation's id.
 */
export async function startApplicationConversation(applicationId: string): Promise<string> {
  const document = await apiRequestDocument<{ id: string }>('/api/v1/conversations', {
    method: 'POST',
    body: { conversation: { kind: 'application', applicationId } },
  });
  return document.data.id;
}

/** Starting (or opening) an application's conversation. */
export function useStartApplicationConversation() {
  return useMutation({ mutationFn: startApplicationConversation, meta: { invalidates: ['conversations'] } });
}
