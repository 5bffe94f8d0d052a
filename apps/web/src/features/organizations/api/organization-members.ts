import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { UserResource } from '@volunteerly/contracts/resources/users';
import type { UserLocale } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { OrganizationInvitation } from './organization-invitations.ts';
import { organizationsQueryKeys } from './organization-types.ts';

/** An admin of an organisation. */
export type OrganizationMember = Pick<Flattened<UserResource>, 'id' | 'email' | 'firstName' | 'lastName' | 'status'>;

/** The spec's admin listing: GET /api/v1/users filtered by organisation and role admin, page size 1000. */
export async function listOrganizationMembers(id: string, signal?: AbortSignal): Promise<OrganizationMember[]> {
  const document = await apiRequestDocument<OrganizationMember[]>('/api/v1/users', {
    query: { 'filter[organization_id]': id, 'filter[role]': 'admin', 'page[size]': 1000 },
    signal,
  });
  return document.data;
}

/** Query options of an organisation's admins. */
export function organizationMembersQueryOptions(id: string) {
  return queryOptions({
    queryKey: organizationsQueryKeys.members(id),
    queryFn: ({ signal }) => listOrganizationMembers(id, signal),
  });
}

/** An organisation's admins as a query. */
export function useOrganizationMembers(id: string, enabled: boolean) {
  return useQuery({ ...organizationMembersQueryOptions(id), enabled });
}

/** Someone to add as admin. */
export interface NewMember {
  email: string;
  firstName: string;
  lastName: string;
  locale: UserLocale;
}

/**
 * POST /api/v1/organizations/{id}/members: invites someone (decision 009). The
 * answer is the open invitation, the same whether or not the address has an
 * account; the person becomes admin only when they accept.
 */
export async function inviteOrganizationMember({ id, user }: { id: string; user: NewMember }) {
  const document = await apiRequestDocument<OrganizationInvitation>(
    `/api/v1/organizations/${encodeURIComponent(id)}/members`,
    {
      method: 'POST',
      body: { user },
    },
  );
  return document.data;
}

/** Inviting as a mutation; the open invitations reload. */
export function useInviteOrganizationMember() {
  return useMutation({
    mutationFn: inviteOrganizationMember,
    meta: { invalidates: ['organizations'] },
  });
}
