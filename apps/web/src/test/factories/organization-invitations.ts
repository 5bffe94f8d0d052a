import {
  invitationForInviteeDocumentSchema,
  organizationInvitationListDocumentSchema,
  organizationSummaryDocumentSchema,
  sentInvitationDocumentSchema,
  type InvitationForInviteeResource,
  type OrganizationInvitationResource,
  type OrganizationSummaryResource,
} from '@volunteerly/contracts/resources/organizations';
import { wireDocument } from './wire-document.ts';

/** An invitation to administer organisation 5, as its admins see it: open for noor@example.org unless given. */
export function buildOrganizationInvitation(
  overrides: {
    id?: string;
    organizationId?: string;
    attributes?: Partial<OrganizationInvitationResource['attributes']>;
  } = {},
): OrganizationInvitationResource {
  return {
    type: 'organization_invitations',
    id: overrides.id ?? '3',
    attributes: {
      email: 'noor@example.org',
      status: 'pending',
      createdAt: '2026-11-20T10:00:00Z',
      expiresAt: '2099-12-04T10:00:00Z',
      ...overrides.attributes,
    },
    relationships: { organization: { data: { type: 'organizations', id: overrides.organizationId ?? '5' } } },
  };
}

/** GET /api/v1/organizations/{id}/invitations: the organisation's invitations (wire casing). */
export function organizationInvitationListDocument(invitations: OrganizationInvitationResource[]) {
  return wireDocument(organizationInvitationListDocumentSchema, { data: invitations });
}

/** POST /api/v1/organizations/{id}/members: the invitation sent, with the API's message (wire casing). */
export function sentInvitationDocument(invitation: OrganizationInvitationResource, message = 'Uitnodiging verstuurd.') {
  return wireDocument(sentInvitationDocumentSchema, { data: invitation, meta: { message } });
}

/**
 * An invitation as the invited person sees it: Bram Beheer invites anna@example.org, who is signed in
 * and has a password, to Buurthuis De Brug (5), unless given.
 */
export function buildInvitationForInvitee(
  overrides: {
    id?: string;
    organizationId?: string;
    attributes?: Partial<InvitationForInviteeResource['attributes']>;
  } = {},
): InvitationForInviteeResource {
  return {
    type: 'organization_invitations',
    id: overrides.id ?? '3',
    attributes: {
      email: 'anna@example.org',
      status: 'pending',
      organizationName: 'Buurthuis De Brug',
      invitedBy: 'Bram Beheer',
      expiresAt: '2099-12-04T10:00:00Z',
      accountNeedsPassword: false,
      signedInAsInvitee: true,
      ...overrides.attributes,
    },
    relationships: { organization: { data: { type: 'organizations', id: overrides.organizationId ?? '5' } } },
  };
}

/** POST /api/v1/organization_invitations/lookup: the invitation behind a mail link (wire casing). */
export function invitationForInviteeDocument(invitation: InvitationForInviteeResource) {
  return wireDocument(invitationForInviteeDocumentSchema, { data: invitation });
}

/** POST /api/v1/organization_invitations/accept: the organisation the person now administers (wire casing). */
export function acceptedInvitationDocument(organization: OrganizationSummaryResource) {
  return wireDocument(organizationSummaryDocumentSchema, { data: organization });
}
