import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentOrganizations } from './organizations-store.ts';

/** Where users go who have no organisation, or whose organisations failed to load (spec §6, §8). */
export const noOrganizationPath = '/auth/no-organization';

/**
 * For pages that need an organisation: sends the user to /auth/no-organization
 * when they have none or the list fails to load. Returns the store; render a
 * loading state while `selectedOrganization` is still undefined.
 */
export function useRequireOrganization() {
  const store = useCurrentOrganizations();
  const navigate = useNavigate();
  const missing = store.isError || (store.isSuccess && store.organizations.length === 0);
  useEffect(() => {
    if (missing) void navigate(noOrganizationPath, { replace: true });
  }, [missing, navigate]);
  return store;
}
