import { z } from 'zod';
import {
  collectionDocumentSchema,
  listDocumentSchema,
  resourceDocumentSchema,
  resourceSchema,
  toManySchema,
  toOneSchema,
} from '../json-api-schemas.ts';
import { organizationStatuses, organizationTypes, socialNetworks } from '../organizations.ts';
import { pictureSchema } from './pictures.ts';

const timestamp = z.iso.datetime({ offset: true });

/** Every attribute an organisation can carry; views pick from these. */
export const organizationAttributes = {
  name: z.string(),
  type: z.enum(organizationTypes),
  status: z.enum(organizationStatuses),
  volunteerCenterId: z.string(),
};

/** An `organizations` resource as it is included beside another resource (a vacancy, a membership). */
export const organizationSummaryResourceSchema = resourceSchema({
  type: 'organizations',
  attributes: organizationAttributes,
});
export type OrganizationSummaryResource = z.infer<typeof organizationSummaryResourceSchema>;

/** What the signed-in user may do with an organisation (`meta.abilities`). */
export const organizationAbilitiesSchema = z.object({
  update: z.boolean(),
  approve: z.boolean(),
  deny: z.boolean(),
  archive: z.boolean(),
  restore: z.boolean(),
  resubmit: z.boolean(),
  delete: z.boolean(),
  move: z.boolean(),
  manageMembers: z.boolean(),
});
export type OrganizationAbilities = z.infer<typeof organizationAbilitiesSchema>;

/** An `organizations` resource with its list and page attributes. */
export const organizationResourceSchema = resourceSchema({
  type: 'organizations',
  attributes: {
    ...organizationAttributes,
    city: z.string().nullable(),
    logoUrl: z.string().nullable(),
    /** The picture it is shown with: its logo, else a stock image of the centre (decision 020). */
    picture: pictureSchema,
    createdAt: timestamp,
    statusChangedAt: timestamp,
    /** For the organisation itself and its centre only. */
    denialReason: z.string().nullable().optional(),
  },
  relationships: {
    profile: toOneSchema('organization_profiles'),
    address: toOneSchema('addresses'),
    /** With include=vacancies on the list. */
    vacancies: toManySchema('vacancies'),
  },
  meta: z.object({ abilities: organizationAbilitiesSchema }),
});
export type OrganizationResource = z.infer<typeof organizationResourceSchema>;

/** An organisation's public profile; the contact person only for the organisation and the centre. */
export const organizationProfileResourceSchema = resourceSchema({
  type: 'organization_profiles',
  attributes: {
    description: z.string().nullable(),
    logoUrl: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    socialLinks: z.partialRecord(z.enum(socialNetworks), z.string()),
    kvkNumber: z.string().nullable(),
    volunteerCount: z.number().int().nullable(),
    targetGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
    contactName: z.string().nullable().optional(),
    contactEmail: z.string().nullable().optional(),
    contactPhone: z.string().nullable().optional(),
  },
});
export type OrganizationProfileResource = z.infer<typeof organizationProfileResourceSchema>;

/** An organisation's address; `hasPosition` says whether geocoding placed it on the map. */
export const addressResourceSchema = resourceSchema({
  type: 'addresses',
  attributes: {
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    hasPosition: z.boolean(),
  },
});
export type AddressResource = z.infer<typeof addressResourceSchema>;

/** One organisation, with its profile and address when included. */
export const organizationDocumentSchema = resourceDocumentSchema(organizationResourceSchema, {
  included: [organizationProfileResourceSchema, addressResourceSchema],
});

/** GET /api/v1/current_organizations: the organisations the signed-in user works for. */
export const currentOrganizationListDocumentSchema = listDocumentSchema(organizationSummaryResourceSchema);

/** An organisation alone, as accepting an invitation answers. */
export const organizationSummaryDocumentSchema = resourceDocumentSchema(organizationSummaryResourceSchema);

/** The states of an invitation to administer an organisation. */
export const organizationInvitationStatuses = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type OrganizationInvitationStatus = (typeof organizationInvitationStatuses)[number];

/** An invitation as the organisation's admins see it. */
export const organizationInvitationResourceSchema = resourceSchema({
  type: 'organization_invitations',
  attributes: {
    email: z.string(),
    status: z.enum(organizationInvitationStatuses),
    createdAt: timestamp,
    expiresAt: timestamp,
  },
  relationships: { organization: toOneSchema('organizations') },
});
export type OrganizationInvitationResource = z.infer<typeof organizationInvitationResourceSchema>;

/** GET …/invitations: the organisation's open and past invitations. */
export const organizationInvitationListDocumentSchema = collectionDocumentSchema(organizationInvitationResourceSchema);

/** POST …/members: the invitation sent, and a message saying so. */
export const sentInvitationDocumentSchema = resourceDocumentSchema(organizationInvitationResourceSchema).extend({
  meta: z.object({ message: z.string() }),
});

/** An invitation as the invited person sees it, to accept or decline. */
export const invitationForInviteeResourceSchema = resourceSchema({
  type: 'organization_invitations',
  attributes: {
    email: z.string(),
    status: z.enum(organizationInvitationStatuses),
    organizationName: z.string(),
    invitedBy: z.string(),
    expiresAt: timestamp,
    accountNeedsPassword: z.boolean(),
    signedInAsInvitee: z.boolean(),
  },
  relationships: { organization: toOneSchema('organizations') },
});
export type InvitationForInviteeResource = z.infer<typeof invitationForInviteeResourceSchema>;

/** POST /api/v1/organization_invitations/lookup. */
export const invitationForInviteeDocumentSchema = resourceDocumentSchema(invitationForInviteeResourceSchema);
