import { z } from 'zod';
import { errorDocumentSchema, resourceSchema } from '../json-api-schemas.ts';
import { accountResourceSchema } from './users.ts';

// devise_token_auth's answers on /auth (spec §7): not JSON:API documents.

/** POST /auth: the new account, in devise_token_auth's `{status, data}` shape. */
export const signUpAnswerSchema = z.object({ status: z.literal('success'), data: accountResourceSchema });

/** PUT /auth/password: the account, and a message to show. */
export const passwordUpdatedAnswerSchema = z.object({
  success: z.literal(true),
  data: accountResourceSchema,
  message: z.string(),
});

/** POST /auth/password: the same message whether or not the address has an account. */
export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** A refused /auth call in devise_token_auth's shape: `{success: false, errors: ['the message to show']}`. */
export const deviseErrorAnswerSchema = z.object({ success: z.literal(false), errors: z.array(z.string()) });

/**
 * A refusal that /auth answers in devise_token_auth's shape, or that the platform answers before the
 * route runs (tenant check, rate limit) with the JSON:API error document.
 */
export const authOrPlatformErrorSchema = z.union([deviseErrorAnswerSchema, errorDocumentSchema]);

/** DELETE /auth/sign_out. */
export const signedOutAnswerSchema = z.object({ success: z.literal(true) });

/** A device session as its owner sees it: never the token, its hash or the client id. */
export const sessionResourceSchema = resourceSchema({
  type: 'sessions',
  attributes: {
    userAgent: z.string().nullable(),
    /** The browser and operating system read from the user agent ('Chrome', 'Linux'), when known. */
    browser: z.string().nullable(),
    operatingSystem: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    current: z.boolean(),
    impersonated: z.boolean(),
  },
});
export type SessionResource = z.infer<typeof sessionResourceSchema>;

/** GET /api/v1/sessions: the signed-in user's sessions. */
export const sessionListDocumentSchema = z.object({ data: z.array(sessionResourceSchema) });
