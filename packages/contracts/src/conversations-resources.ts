import { z } from 'zod';
import { applicationStatuses } from './applications.ts';
import { conversationKinds, conversationSides, conversationStatuses } from './conversations.ts';
import {
  listDocumentSchema,
  paginationMetaSchema,
  resourceDocumentSchema,
  resourceSchema,
} from './json-api-schemas.ts';

// The conversation resources on the wire (issue 15 §4). No participant's e-mail address or phone
// is ever part of them: people appear by name only.

const timestamp = z.iso.datetime({ offset: true });

/** What the signed-in user may do with a conversation (`meta.abilities`). */
export const conversationAbilitiesSchema = z.object({
  reply: z.boolean(),
  markRead: z.boolean(),
  report: z.boolean(),
  close: z.boolean(),
});
export type ConversationAbilities = z.infer<typeof conversationAbilitiesSchema>;

/** A conversation as its participants (and, for oversight, the centre's admins) see it. */
export const conversationResourceSchema = resourceSchema({
  type: 'conversations',
  attributes: {
    kind: z.enum(conversationKinds),
    subject: z.string(),
    status: z.enum(conversationStatuses),
    applicationId: z.string().nullable(),
    organizationId: z.string(),
    organizationName: z.string(),
    /** The volunteer's name (application conversations). */
    volunteerName: z.string().nullable(),
    /** The centre's name (organisation–centre conversations). */
    centerName: z.string().nullable(),
    /** The side the asker takes part for; null when a centre admin reads for oversight. */
    mySide: z.enum(conversationSides).nullable(),
    /** Who the asker talks to, as a heading: the organisation, the volunteer or the centre. */
    counterpartName: z.string(),
    /** The side that blocked the conversation, if any. */
    blockedSide: z.enum(conversationSides).nullable(),
    /**
     * Whether a participant reported it to the centre: told only to those who oversee it (the
     * centre's admins, super admins); null for everyone else.
     */
    reported: z.boolean().nullable(),
    unreadCount: z.number().int(),
    lastMessageExcerpt: z.string().nullable(),
    lastMessageAt: timestamp,
    closedAt: timestamp.nullable(),
    createdAt: timestamp,
  },
  meta: z.object({ abilities: conversationAbilitiesSchema }),
});
export type ConversationResource = z.infer<typeof conversationResourceSchema>;

/** A file attached to a message (uploaded through POST /api/v1/file_uploads). */
export const conversationAttachmentSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  originalName: z.string(),
});

/** One message of a conversation. */
export const conversationMessageResourceSchema = resourceSchema({
  type: 'conversation_messages',
  attributes: {
    conversationId: z.string(),
    body: z.string(),
    /** Null once the author's account is gone. */
    authorName: z.string().nullable(),
    authorSide: z.enum(conversationSides),
    /** Whether the asker wrote it. */
    mine: z.boolean(),
    attachments: z.array(conversationAttachmentSchema),
    createdAt: timestamp,
  },
});
export type ConversationMessageResource = z.infer<typeof conversationMessageResourceSchema>;

/** GET /api/v1/conversations: a page, newest activity first, with the asker's unread total. */
export const conversationListDocumentSchema = listDocumentSchema(conversationResourceSchema, {
  meta: { unreadTotal: z.number().int() },
});

/** POST /api/v1/conversations, …/report, …/close: the conversation. */
export const conversationDocumentSchema = resourceDocumentSchema(conversationResourceSchema);

/**
 * GET /api/v1/conversations/{id}: the conversation with one page of its messages in `included`,
 * newest first (`page[number]` 1 is the newest), and that page's figures in `meta.messages`.
 */
export const conversationThreadDocumentSchema = resourceDocumentSchema(conversationResourceSchema, {
  included: [conversationMessageResourceSchema],
}).extend({ meta: z.object({ messages: paginationMetaSchema }) });

/** POST /api/v1/conversations/{id}/messages: the message. */
export const conversationMessageDocumentSchema = resourceDocumentSchema(conversationMessageResourceSchema);

export const profileReplyKinds = ['application', 'message'] as const;

/** One of the volunteer's own reactions: an application, or a message they sent. */
export const profileReplyResourceSchema = resourceSchema({
  type: 'profile_replies',
  attributes: {
    kind: z.enum(profileReplyKinds),
    /** The vacancy (application) or the conversation's subject (message). */
    title: z.string(),
    organizationName: z.string(),
    /** The application's status, or the conversation's. */
    status: z.union([z.enum(applicationStatuses), z.enum(conversationStatuses)]),
    excerpt: z.string(),
    /** The app path of the application or the conversation. */
    path: z.string(),
    createdAt: timestamp,
  },
});
export type ProfileReplyResource = z.infer<typeof profileReplyResourceSchema>;

/** GET /api/v1/profile_replies: a page, newest first. */
export const profileReplyListDocumentSchema = listDocumentSchema(profileReplyResourceSchema);
