import { z } from 'zod';
import type { AddressChanges, ProfileChanges } from './organization-details.service.ts';
import { organizationStatuses, organizationTypes, socialNetworks } from '@volunteerly/contracts/organizations';
import {
  denialReasonField,
  houseNumberField,
  kvkNumberField,
  organizationNameField,
  webUrlField,
} from '@volunteerly/contracts/organizations-schemas';
import { userLocales } from '@volunteerly/contracts/users';
import {
  emailField,
  newPasswordField,
  personNameField,
  phoneField,
  postcodeField,
} from '@volunteerly/contracts/users-schemas';
import { givenFields } from '../../platform/http/given-fields.ts';

// The request bodies of the organisation endpoints (snake_case on the wire),
// built from the field rules the web forms share.

const idField = z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(Number);

/** An organisation id in a path. */
export const organizationIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const profileSchema = z
  .object({
    description: optionalText(5000),
    logo_url: webUrlField.nullable().optional(),
    website_url: webUrlField.nullable().optional(),
    email: emailField.nullable().optional(),
    phone: phoneField.nullable().optional(),
    social_links: z.partialRecord(z.enum(socialNetworks), webUrlField).optional(),
    kvk_number: kvkNumberField.nullable().optional(),
    volunteer_count: z.number().int().min(0).max(1_000_000).nullable().optional(),
    contact_name: optionalText(120),
    contact_email: emailField.nullable().optional(),
    contact_phone: phoneField.nullable().optional(),
    target_group_ids: z.array(idField).max(50).optional(),
  })
  .strict();

const addressSchema = z
  .object({
    street: optionalText(120),
    house_number: houseNumberField.nullable().optional(),
    postcode: postcodeField.nullable().optional(),
    city: optionalText(80),
  })
  .strict();

type ProfileInput = z.infer<typeof profileSchema>;
type AddressInput = z.infer<typeof addressSchema>;

/** A request's profile as the services take it (camelCase). */
export function profileChangesOf(profile: ProfileInput | undefined): ProfileChanges | undefined {
  if (!profile) return undefined;
  return givenFields({
    description: profile.description,
    logoUrl: profile.logo_url,
    websiteUrl: profile.website_url,
    email: profile.email,
    phone: profile.phone,
    socialLinks: profile.social_links,
    kvkNumber: profile.kvk_number,
    volunteerCount: profile.volunteer_count,
    contactName: profile.contact_name,
    contactEmail: profile.contact_email,
    contactPhone: profile.contact_phone,
    targetGroupIds: profile.target_group_ids,
  });
}

/** A request's address as the services take it (camelCase). */
export function addressChangesOf(address: AddressInput | undefined): AddressChanges | undefined {
  if (!address) return undefined;
  return givenFields({
    street: address.street,
    houseNumber: address.house_number,
    postcode: address.postcode,
    city: address.city,
  });
}

/** POST /api/v1/organizations: a centre adds an organisation (approved at once). */
export const organizationCreateSchema = z.object({
  organization: z
    .object({
      name: organizationNameField,
      type: z.enum(organizationTypes),
      volunteer_center_id: idField.optional(),
      profile: profileSchema.optional(),
      address: addressSchema.optional(),
    })
    .strict(),
});

/** PUT/PATCH /api/v1/organizations/{id}: fields, and optionally a status move. */
export const organizationUpdateSchema = z.preprocess(
  // The spec's call table (§7) sends a status change at the top level: `{"status": …, "denial_reason": …}`.
  (body) => (isTopLevelStatusChange(body) ? { organization: body } : body),
  z.object({
    organization: z
      .object({
        name: organizationNameField.optional(),
        type: z.enum(organizationTypes).optional(),
        status: z.enum(organizationStatuses).optional(),
        denial_reason: denialReasonField.optional(),
        profile: profileSchema.optional(),
        address: addressSchema.optional(),
      })
      .strict(),
  }),
);

function isTopLevelStatusChange(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !('organization' in body) && 'status' in body;
}

/** PUT /api/v1/organizations/{id}/approve: the decision on a sign-up (or any allowed status move). */
export const organizationDecisionSchema = z.object({
  status: z.enum(organizationStatuses),
  denial_reason: denialReasonField.optional(),
});

/** PUT /api/v1/organizations/{id}/move: the centre of the same tenant to move to. */
export const organizationMoveSchema = z.object({ volunteer_center_id: idField });

/** POST /api/v1/organizations/signup: an organisation and its first admin account. */
export const organizationSignUpSchema = z.object({
  organization: z
    .object({
      name: organizationNameField,
      type: z.enum(organizationTypes),
      profile: profileSchema.optional(),
      address: addressSchema.optional(),
    })
    .strict(),
  user: z.object({
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string().max(1024),
    first_name: personNameField,
    last_name: personNameField,
    phone: phoneField.nullable().optional(),
    locale: z.enum(userLocales).optional(),
  }),
});
