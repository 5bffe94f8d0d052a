import {
  conversationListDocumentSchema,
  conversationMessageDocumentSchema,
  conversationThreadDocumentSchema,
  type ConversationMessageResource,
  type ConversationResource,
} from '@volunteerly/contracts/conversations-resources';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { wireDocument } from './wire-document.ts';

/** An application conversation as the organisation sees it, with one unread message unless given. */
export function buildConversation(
  overrides: Partial<ConversationResource['attributes']> & { id?: string; reply?: boolean; close?: boolean } = {},
): ConversationResource {
  const { id = '3', reply = true, close = false, ...attributes } = overrides;
  return {
    type: 'conversations',
    id,
    attributes: {
      kind: 'application',
      subject: 'Chauffeur voor de voedselbank',
      status: 'open',
      applicationId: '8',
      organizationId: '5',
      organizationName: 'Voedselbank Utrecht',
      volunteerName: 'Jan Jansen',
      centerName: null,
      mySide: 'organization',
      counterpartName: 'Jan Jansen',
      blockedSide: null,
      reported: null,
      unreadCount: 1,
      lastMessageExcerpt: 'Wanneer kan ik langskomen?',
      lastMessageAt: '2026-11-02T10:00:00.000Z',
      closedAt: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      ...attributes,
    },
    meta: { abilities: { reply, markRead: true, report: true, close } },
  };
}

/** A message of conversation 3. */
export function buildConversationMessage(
  overrides: Partial<ConversationMessageResource['attributes']> & { id?: string } = {},
): ConversationMessageResource {
  const { id = '11', ...attributes } = overrides;
  return {
    type: 'conversation_messages',
    id,
    attributes: {
      conversationId: '3',
      body: 'Wanneer kan ik langskomen?',
      authorName: 'Jan Jansen',
      authorSide: 'volunteer',
      mine: false,
      attachments: [],
      createdAt: '2026-11-02T10:00:00.000Z',
      ...attributes,
    },
  };
}

/** GET /api/v1/conversations (wire casing). */
export function conversationListDocument(conversations: ConversationResource[]) {
  const pagination = buildPagination(conversations.length, { pageSize: 20 });
  return wireDocument(conversationListDocumentSchema, {
    data: conversations,
    meta: { pagination, unreadTotal: conversations.reduce((sum, item) => sum + item.attributes.unreadCount, 0) },
    links: buildPaginationLinks('/api/v1/conversations', pagination),
  });
}

/** GET /api/v1/conversations/{id}: the conversation and its messages, newest first (wire casing). */
export function conversationThreadDocument(
  conversation: ConversationResource,
  messages: ConversationMessageResource[],
) {
  return wireDocument(conversationThreadDocumentSchema, {
    data: conversation,
    included: messages,
    meta: { messages: buildPagination(messages.length, { pageSize: 30 }) },
  });
}

/** POST …/messages: the message (wire casing). */
export function conversationMessageDocument(message: ConversationMessageResource) {
  return wireDocument(conversationMessageDocumentSchema, { data: message });
}
