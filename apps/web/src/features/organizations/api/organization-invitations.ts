import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type {
  InvitationForInviteeResource,
  OrganizationInvitationResource,
  OrganizationSummaryResource,
} from '@volunteerly/contracts/resources/organizations';
import { apiRequest, apiRequestDocument } from '../../../lib/api/api-client.ts';
import { organizationsQueryKeys } from './organization-types.ts';

/** An open invitation to manage an organisation, as its admins see it (decision 009). */
export type OrganizationInvitation = Flattened<OrganizationInvitationResource>;

/** An invitation as the invited person sees it on the page behind the mail link. */
export type InvitationForInvitee = Flattened<InvitationForInviteeResource, { organization?: { id: string } | null }>;

/** GET /api/v1/organizations/{id}/invitations: the open invitations. */
export async function listOrganizationInvitations(id: string, signal?: AbortSignal): Promise<OrganizationInvitation[]> {
  const document = await apiRequestDocument<OrganizationInvitation[]>(
    `/api/v1/organizations/${encodeURIComponent(id)}/invitations`,
    {
      signal,
    },
  );
  return document.data;
}

/** Query options of an organisation's open invitations. */
export function organizationInvitationsQueryOptions(id: string) {
  return queryOptions({
    queryKey: organizationsQueryKeys.invitations(id),
    queryFn: ({ signal }) => listOrganizationInvitations(id, signal),
  });
}

/** An organisation's open invitations as a query. */
export function useOrganizationInvitations(id: string, enabled: boolean) {
  return useQuery({ ...organizationInvitationsQueryOptions(id), enabled });
}

/** DELETE /api/v1/organizations/{id}/invitations/{invitation_id}: withdraws an invitation. */
export async function revokeOrganizationInvitation({ id, invitationId }: { id: string; invitationId: string }) {
  await apiRequest(`/api/v1/organizations/${encodeURIComponent(id)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });
}

/** Withdrawing as a mutation; the list reloads. */
export function useRevokeOrganizationInvitation() {
  return useMutation({
    mutationFn: revokeOrganizationInvitation,
    meta: { invalidates: ['organizations'] },
  });
}

/** POST /api/v1/organization_invitations/lookup: the invitation behind a mail link. */
export async function lookUpInvitation(token: string, signal?: AbortSignal): Promise<InvitationForInvitee> {
  const document = await apiRequestDocument<InvitationForInvitee>('/api/v1/organization_invitations/lookup', {
    method: 'POST',
    body: { token },
    signal,
  });
  return document.data;
}

/** The invitation behind a mail link as a query (asked again when the person signs in or out). */
export function useInvitationForInvitee(token: string, signedIn: boolean) {
  return useQuery({
    queryKey: ['organization-invitations', token, signedIn],
    queryFn: ({ signal }) => lookUpInvitation(token, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** What accepting sends: the token, and a first password when the account has none. */
export interface AcceptInvitationInput {
  token: string;
  password?: string;
  passwordConfirmation?: string;
}

/** The organisation an accepted invitation makes the person an admin of. */
export type AcceptedOrganization = Flattened<OrganizationSummaryResource>;

/** POST /api/v1/organization_invitations/accept: the organisation the person now manages. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<AcceptedOrganization> {
  const document = await apiRequestDocument<AcceptedOrganization>('/api/v1/organization_invitations/accept', {
    method: 'POST',
    body: input,
  });
  return document.data;
}

/** Accepting as a mutation; the signed-in user's roles and organisations reload. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: acceptInvitation,
    meta: { invalidates: ['current-user', 'current-organizations', 'organization-invitations'] },
  });
}

/** POST /api/v1/organization_invitations/decline. */
export async function declineInvitation(token: string): Promise<void> {
  await apiRequest('/api/v1/organization_invitations/decline', { method: 'POST', body: { token } });
}

/** Declining as a mutation. */
export function useDeclineInvitation() {
  return useMutation({ mutationFn: declineInvitation });
}
