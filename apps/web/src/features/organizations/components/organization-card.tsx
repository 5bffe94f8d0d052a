import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Organization } from '../api/organization-types.ts';
import { OrganizationLogo } from './organization-logo.tsx';
import { OrganizationStatusBadge } from './organization-status-badge.tsx';

/** An organisation in a list: logo, name (the link), type and city; the status for centre admins. */
export function OrganizationCard({ organization, showStatus }: { organization: Organization; showStatus: boolean }) {
  const { t } = useTranslation('organizations');
  return (
    <article className="relative flex h-full gap-4 rounded-ui-lg border border-muted-200 bg-background p-4 shadow-xs focus-within:outline-2 focus-within:outline-primary-700 hover:border-primary-500 dark:border-muted-800">
      <OrganizationLogo organization={organization} size="md" />
      <div className="min-w-0">
        <h2 className="font-heading text-lg font-semibold text-text">
          <Link to={`/organizations/${organization.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {organization.name}
          </Link>
        </h2>
        <p className="text-sm text-muted-700 dark:text-muted-300">
          {[t(`types.${organization.type}`), organization.city].filter(Boolean).join(' · ')}
        </p>
        {showStatus && organization.status !== 'approved' && (
          <p className="mt-2">
            <OrganizationStatusBadge status={organization.status} />
          </p>
        )}
      </div>
    </article>
  );
}
