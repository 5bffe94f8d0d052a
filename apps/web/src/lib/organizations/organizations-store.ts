import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { OrganizationSummaryResource } from '@volunteerly/contracts/resources/organizations';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequestDocument } from '../api/api-client.ts';
import { updateRequestContext } from '../api/request-context.ts';
import { getAuthStatus, useAuthStatus } from '../api/session-store.ts';

export type { OrganizationStatus } from '@volunteerly/contracts/organizations';

/** One of the signed-in user's organisations (GET /api/v1/current_organizations), typed by its contract. */
export type CurrentOrganization = Flattened<OrganizationSummaryResource>;

/** Where the signed-in user's organisations come from. */
export const currentOrganizationsPath = '/api/v1/current_organizations';

/** localStorage key of the selected organisation's id. */
export const selectedOrganizationStorageKey = 'volunteerly.current-organization-id';

/** The organisation types chosen first when nothing (valid) is selected (spec §4). */
const preferredTypes = ['School', 'VolunteerCenter'];

/**
 * Spec §4: the remembered organisation while it is still in the list;
 * otherwise the first of type School or VolunteerCenter, otherwise the first
 * one; undefined for an empty list.
 */
export function resolveSelectedOrganization(
  organizations: readonly CurrentOrganization[],
  rememberedId: string | undefined,
): CurrentOrganization | undefined {
  const remembered = rememberedId === undefined ? undefined : organizations.find((item) => item.id === rememberedId);
  return remembered ?? organizations.find((item) => preferredTypes.includes(item.type)) ?? organizations[0];
}

/** Loads the signed-in user's organisations. */
export async function fetchCurrentOrganizations(signal?: AbortSignal): Promise<CurrentOrganization[]> {
  const document = await apiRequestDocument<CurrentOrganization[]>(currentOrganizationsPath, { signal });
  return document.data;
}

/** Query options of the user's organisations; only asked for while signed in. */
export const currentOrganizationsQueryOptions = queryOptions({
  queryKey: ['current-organizations'],
  queryFn: ({ signal }) => fetchCurrentOrganizations(signal),
  enabled: () => getAuthStatus() === 'SIGNED_IN',
  staleTime: 60_000,
});

// The selection: an id remembered in localStorage and sent as the Current-Organization-Id header.
const listeners = new Set<() => void>();
let selectedId: string | undefined = loadSelectedId();
updateRequestContext({ currentOrganizationId: selectedId });

function loadSelectedId(): string | undefined {
  try {
    return window.localStorage.getItem(selectedOrganizationStorageKey) ?? undefined;
  } catch {
    // Blocked storage: the selection lives in memory only.
    return undefined;
  }
}

function persistSelectedId(): void {
  try {
    if (selectedId === undefined) window.localStorage.removeItem(selectedOrganizationStorageKey);
    else window.localStorage.setItem(selectedOrganizationStorageKey, selectedId);
  } catch {
    // See loadSelectedId().
  }
}

/** The id of the selected organisation, if any. */
export function getSelectedOrganizationId(): string | undefined {
  return selectedId;
}

/** Selects an organisation: remembered, and sent with every API request from now on. */
export function setSelectedOrganizationId(id: string | undefined): void {
  if (id === selectedId) return;
  selectedId = id;
  persistSelectedId();
  updateRequestContext({ currentOrganizationId: id });
  listeners.forEach((listener) => listener());
}

/** Forgets the selection (the user was cleared: signed out, or another user took over). */
export function resetOrganizations(): void {
  setSelectedOrganizationId(undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noOrganizationOnServer = (): string | undefined => undefined;

/** The selected organisation's id, re-rendering when it changes. */
export function useSelectedOrganizationId(): string | undefined {
  return useSyncExternalStore(subscribe, getSelectedOrganizationId, noOrganizationOnServer);
}

/**
 * The organisations store: the user's organisations, the selected one (kept
 * valid by spec §4's default rule) and a way to select another. Signing out
 * resets the selection.
 */
export function useCurrentOrganizations() {
  const status = useAuthStatus();
  const query = useQuery({ ...currentOrganizationsQueryOptions, enabled: status === 'SIGNED_IN' });
  const rememberedId = useSelectedOrganizationId();
  const organizations = query.data;
  const selected = organizations ? resolveSelectedOrganization(organizations, rememberedId) : undefined;
  const selectedIdNow = selected?.id;

  useEffect(() => {
    if (status === 'SIGNED_OUT') resetOrganizations();
    else if (organizations) setSelectedOrganizationId(selectedIdNow);
  }, [status, organizations, selectedIdNow]);

  return {
    ...query,
    organizations: organizations ?? [],
    selectedOrganization: selected,
    selectOrganization: setSelectedOrganizationId,
  };
}
