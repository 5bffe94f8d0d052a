import { z } from 'zod';
import { notificationEvents } from '@volunteerly/contracts/notification-events';
import { userLocales } from '@volunteerly/contracts/users';

// The requests of the notification template endpoints (snake_case on the wire). Lengths and Liquid
// are checked by the service, so each problem has its own translated message.

/** A saved template's id in a path: digits only (anything else is no template). */
export const notificationTemplateIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An event and a language (the shipped default of GET …/defaults?event=…&locale=…). */
export const notificationTemplateDefaultQuerySchema = z.object({
  event: z.enum(notificationEvents),
  locale: z.enum(userLocales),
});

/** GET /api/v1/notification_templates: narrowed to an event, a language or words. */
export const notificationTemplateListQuerySchema = z.object({
  'filter[volunteer_center_id]': z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  'filter[event]': z.enum(notificationEvents).optional(),
  'filter[locale]': z.enum(userLocales).optional(),
  'filter[search]': z.string().trim().max(200).optional(),
});

// Generous bounds against abuse; the real limits have their own messages.
const text = z.string().max(100_000);

const texts = {
  subject: text,
  html_body: text,
  /**
   * Ignored: the plain-text mail is made from `html_body` (decision 051). Still accepted, so a
   * client that sends it as before is not refused.
   */
  text_body: text.optional().describe('Ignored: the plain text is made from html_body.'),
  in_app_text: text,
};

/** POST of a template (and of a preview): the event, the language and the four texts. */
export const notificationTemplateCreateBodySchema = z.object({
  notification_template: z.object({
    event: z.enum(notificationEvents),
    locale: z.enum(userLocales),
    /** The centre whose template it is (default: the request's centre, when the user governs it). */
    volunteer_center_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ...texts,
  }),
});

/** PATCH of a template: the texts that change. */
export const notificationTemplateUpdateBodySchema = z.object({
  notification_template: z.object(texts).partial(),
});
