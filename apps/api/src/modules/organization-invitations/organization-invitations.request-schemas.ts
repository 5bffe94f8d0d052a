import { z } from 'zod';
import { userLocales } from '@volunteerly/contracts/users';
import { emailField, personNameField } from '@volunteerly/contracts/users-schemas';

// The request bodies and parameters of the invitation endpoints (snake_case on the wire).

/** An invitation token from the mail link: opaque, URL-safe. */
const invitationTokenField = z.string().trim().min(1).max(200);

/** /api/v1/organizations/{id}/invitations/{invitation_id}. */
export const organizationInvitationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  invitation_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** POST /api/v1/organization_invitations/lookup and …/decline: the token alone. */
export const invitationTokenSchema = z.object({ token: invitationTokenField });

/** POST /api/v1/organization_invitations/accept: the token, and a first password for an account without one. */
export const acceptInvitationSchema = z.object({
  token: invitationTokenField,
  password: z.string().max(1024).optional(),
  password_confirmation: z.string().max(1024).optional(),
});

/** POST /api/v1/organizations/{id}/members: invite someone to manage the organisation. */
export const organizationMemberSchema = z.object({
  user: z.object({
    email: emailField,
    first_name: personNameField,
    last_name: personNameField,
    locale: z.enum(userLocales).optional(),
  }),
});
