import { z } from 'zod';
import { conversationLimits } from '@volunteerly/contracts/conversations';

// The requests of the conversation endpoints (snake_case on the wire).

const idField = z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(Number);

/** A conversation id in a path. */
export const conversationIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

const pages = {
  'page[number]': z.coerce.number().int().min(1).default(1),
  'page[size]': z.coerce.number().int().min(1).max(100).default(25),
};

/** GET /api/v1/conversations: mine or (centre) oversight (reported ones only), a search, and pages. */
export const conversationListQuerySchema = z.object({
  'filter[scope]': z.enum(['mine', 'oversight']).default('mine'),
  'filter[search]': z.string().trim().max(conversationLimits.searchMax).optional(),
  /** Oversight only: 'true' keeps the conversations a participant reported. */
  'filter[reported]': z.enum(['true', 'false']).optional(),
  ...pages,
});

/** GET /api/v1/conversations/{id}: the page of messages (1 is the newest). */
export const conversationThreadQuerySchema = z.object({
  'page[number]': pages['page[number]'],
  'page[size]': z.coerce.number().int().min(1).max(100).default(30),
});

/** GET /api/v1/profile_replies: pages. */
export const profileReplyListQuerySchema = z.object(pages);

/** POST /api/v1/conversations: from an application, or an organisation–centre conversation with a subject. */
export const conversationCreateSchema = z.object({
  conversation: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('application'), application_id: idField }).strict(),
    z
      .object({
        kind: z.literal('organization_center'),
        organization_id: idField,
        subject: z.string().trim().min(1).max(conversationLimits.subjectMax),
      })
      .strict(),
  ]),
});

/** POST /api/v1/conversations/{id}/messages: plain text and the ids of uploaded files. */
export const conversationMessageCreateSchema = z.object({
  message: z
    .object({
      body: z.string().trim().min(1).max(conversationLimits.bodyMax),
      attachment_ids: z.array(z.uuid()).max(conversationLimits.attachmentsMax).default([]),
    })
    .strict(),
});

/** POST /api/v1/conversations/{id}/report: why, and whether to block the other side. */
export const conversationReportSchema = z.object({
  report: z
    .object({
      reason: z.string().trim().min(1).max(conversationLimits.reasonMax),
      block: z.boolean().default(false),
    })
    .strict(),
});
