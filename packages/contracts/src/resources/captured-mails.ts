import { z } from 'zod';
import { listDocumentSchema, resourceSchema } from '../json-api-schemas.ts';

/** A mail the development capture received. */
export const capturedMailResourceSchema = resourceSchema({
  type: 'mails',
  attributes: {
    sender: z.string(),
    recipients: z.array(z.string()),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    receivedAt: z.iso.datetime({ offset: true }),
  },
});
export type CapturedMailResource = z.infer<typeof capturedMailResourceSchema>;

/** GET /api/v1/dev/mails: a page of captured mails, newest first. */
export const capturedMailListDocumentSchema = listDocumentSchema(capturedMailResourceSchema);
