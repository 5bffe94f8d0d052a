import { z } from 'zod';
import { collectionDocumentSchema, resourceDocumentSchema, resourceSchema } from '../json-api-schemas.ts';
import { notificationEvents } from '../notification-events.ts';
import { userLocales } from '../users.ts';

/** The limits of a template's texts, in characters (the API checks them; the editor shows them). */
export const notificationTemplateLimits = {
  subject: 300,
  htmlBody: 20_000,
  textBody: 20_000,
  inAppText: 500,
} as const;

/** The texts of a template a centre edits, in the order the editor shows them. */
export const notificationTemplateFields = ['subject', 'htmlBody', 'textBody', 'inAppText'] as const;
export type NotificationTemplateField = (typeof notificationTemplateFields)[number];

/** What the signed-in user may do with a template (`meta.abilities`). */
export const notificationTemplateAbilitiesSchema = z.object({ update: z.boolean(), destroy: z.boolean() });

/**
 * One event's template in one language as a centre sends it: its own version (`overridden`, the
 * id is the saved template's, `volunteerCenterId` its centre) or the shipped default (the id is
 * `{event}.{locale}`). With what the event offers: its variables (`secretVariables` among them
 * carry the reader's personal code and only the layout's button uses them), who it is for,
 * whether people can switch it off, whether it shows in the app, and whether a centre may change
 * it at all (security mails: never).
 */
export const notificationTemplateResourceSchema = resourceSchema({
  type: 'notification_templates',
  attributes: {
    event: z.enum(notificationEvents),
    locale: z.enum(userLocales),
    audience: z.enum(['account', 'volunteer', 'organization', 'center']),
    mandatory: z.boolean(),
    inApp: z.boolean(),
    variables: z.array(z.string()),
    secretVariables: z.array(z.string()),
    overridable: z.boolean(),
    overridden: z.boolean(),
    volunteerCenterId: z.number().int().nullable(),
    subject: z.string(),
    htmlBody: z.string(),
    textBody: z.string(),
    inAppText: z.string(),
    updatedAt: z.iso.datetime({ offset: true }).nullable(),
  },
  meta: z.object({ abilities: notificationTemplateAbilitiesSchema }),
});
export type NotificationTemplateResource = z.infer<typeof notificationTemplateResourceSchema>;

/** GET, POST and PATCH of a template, and the shipped default of an event and language. */
export const notificationTemplateDocumentSchema = resourceDocumentSchema(notificationTemplateResourceSchema);

const notificationTemplateListMeta = {
  abilities: z.object({ create: z.boolean() }),
  /** The centre whose templates the list shows. */
  volunteerCenterId: z.number().int(),
  /** The centres whose templates the signed-in user changes (a choice when more than one). */
  centers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** How many templates match the filters. */
  total: z.number().int(),
};
export const notificationTemplateListMetaSchema = z.object(notificationTemplateListMeta);

/** GET /api/v1/notification_templates: every event in every language, default or overridden. */
export const notificationTemplateListDocumentSchema = collectionDocumentSchema(notificationTemplateResourceSchema, {
  meta: notificationTemplateListMeta,
});

/** A template rendered with sample values in the centre's layout: what the recipient would get. */
export const notificationTemplatePreviewResourceSchema = resourceSchema({
  type: 'notification_template_previews',
  attributes: {
    event: z.enum(notificationEvents),
    locale: z.enum(userLocales),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    inAppText: z.string(),
    /** The sample value of each variable the preview used (a list as JSON). */
    samples: z.array(z.object({ name: z.string(), value: z.string() })),
  },
});
export type NotificationTemplatePreviewResource = z.infer<typeof notificationTemplatePreviewResourceSchema>;

/** POST /api/v1/notification_templates/preview. */
export const notificationTemplatePreviewDocumentSchema = resourceDocumentSchema(
  notificationTemplatePreviewResourceSchema,
);
