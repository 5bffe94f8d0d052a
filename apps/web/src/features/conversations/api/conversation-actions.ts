import { useMutation } from '@tanstack/react-query';
import { apiRequest, apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Conversation, ConversationMessage } from './conversation-types.ts';

/** A reply: its text and the ids of uploaded files. */
export interface NewMessage {
  conversationId: string;
  body: string;
  attachmentIds: string[];
}

/** POST /api/v1/conversations/{id}/messages with {message: {body, attachment_ids}}. */
export async function sendMessage({ conversationId, body, attachmentIds }: NewMessage): Promise<ConversationMessage> {
  const document = await apiRequestDocument<ConversationMessage>(
    `/api/v1/conversations/${encodeURIComponent(conversationId)}/messages`,
    { method: 'POST', body: { message: { body, attachmentIds } } },
  );
  return document.data;
}

/** Sending a reply; the thread and the list refresh. */
export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage, meta: { invalidates: ['conversations'] } });
}

/** POST /api/v1/conversations/{id}/read. */
export async function markConversationRead(conversationId: string): Promise<void> {
  await apiRequest(`/api/v1/conversations/${encodeURIComponent(conversationId)}/read`, { method: 'POST' });
}

/** Marking a conversation read; the unread counts refresh. */
export function useMarkConversationRead() {
  return useMutation({ mutationFn: markConversationRead, meta: { invalidates: ['conversations'] } });
}

/** A report: why, and whether to block the other side. */
export interface ConversationReport {
  conversationId: string;
  reason: string;
  block: boolean;
}

/** POST /api/v1/conversations/{id}/report with {report: {reason, block}}. */
export async function reportConversation({ conversationId, reason, block }: ConversationReport): Promise<Conversation> {
  const document = await apiRequestDocument<Conversation>(
    `/api/v1/conversations/${encodeURIComponent(conversationId)}/report`,
    { method: 'POST', body: { report: { reason, block } } },
  );
  return document.data;
}

/** Reporting (and perhaps blocking) a conversation. */
export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation, meta: { invalidates: ['conversations'] } });
}

/** PUT /api/v1/conversations/{id}/close (the centre). */
export async function closeConversation(conversationId: string): Promise<Conversation> {
  const document = await apiRequestDocument<Conversation>(
    `/api/v1/conversations/${encodeURIComponent(conversationId)}/close`,
    { method: 'PUT' },
  );
  return document.data;
}

/** Closing a conversation. */
export function useCloseConversation() {
  return useMutation({ mutationFn: closeConversation, meta: { invalidates: ['conversations'] } });
}
