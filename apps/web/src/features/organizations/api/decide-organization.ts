import { useMutation } from '@tanstack/react-query';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type Organization } from './organization-types.ts';

/** A decision on an organisation: approve, deny (with a reason), archive or restore. */
export interface OrganizationDecision {
  id: string;
  status: OrganizationStatus;
  denialReason?: string;
}

/** PUT /api/v1/organizations/{id}/approve; the organisation's admins get a mail. */
export async function decideOrganization({ id, status, denialReason }: OrganizationDecision): Promise<Organization> {
  const document = await apiRequestDocument<Organization>(`/api/v1/organizations/${encodeURIComponent(id)}/approve`, {
    method: 'PUT',
    body: { status, ...(denialReason ? { denialReason } : {}) },
  });
  return document.data;
}

/** A decision as a mutation; every organisation query reloads (the queue and its counts included). */
export function useDecideOrganization() {
  return useMutation({
    mutationFn: decideOrganization,
    meta: { invalidates: ['organizations', 'dashboard'] },
  });
}
