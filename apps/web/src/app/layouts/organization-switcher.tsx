import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { actsForOrganization, currentUserQueryOptions, useCurrentUser } from '../../lib/auth/current-user.ts';
import {
  currentOrganizationsQueryOptions,
  useCurrentOrganizations,
} from '../../lib/organizations/organizations-store.ts';

/**
 * The header's organisation switcher, for users who act for several
 * organisations (a role on them: centre staff who are no member never see it, issue 31 §4): the choice is remembered and sent as Current-Organization-Id,
 * and everything loaded for the previous one is fetched again.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const { organizations, selectedOrganization, selectOrganization } = useCurrentOrganizations();
  const { data: user } = useCurrentUser();
  const id = useId();
  if (!actsForOrganization(user) || organizations.length < 2 || !selectedOrganization) return null;

  const handleChange = (organizationId: string) => {
    selectOrganization(organizationId);
    // Data of the previous organisation must not linger; the user and their organisations stay.
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] !== currentUserQueryOptions.queryKey[0] &&
        query.queryKey[0] !== currentOrganizationsQueryOptions.queryKey[0],
    });
  };

  return (
    <div className="flex min-w-0 max-w-full items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {t('organizationSwitcher.label')}
      </label>
      <select
        id={id}
        value={selectedOrganization.id}
        onChange={(event) => handleChange(event.target.value)}
        className="min-w-0 max-w-48 rounded-ui border border-muted-500 bg-background px-2 py-1 text-sm text-text focus-visible:outline-2 focus-visible:outline-primary-700 dark:border-muted-400"
      >
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </select>
    </div>
  );
}
