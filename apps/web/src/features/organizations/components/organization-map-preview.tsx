import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import type { Organization } from '../api/organization-types.ts';
import { OrganizationLogo } from './organization-logo.tsx';

/**
 * The card a chosen pin opens on the organisations map: logo, name, type and town with 'Bekijk';
 * for several organisations at one address, each of them.
 */
export function OrganizationMapPreview({ organizations }: { organizations: Organization[] }) {
  const { t } = useTranslation('organizations');
  return (
    <div>
      {organizations.length > 1 && (
        <h3 className="mb-3 font-heading text-lg font-semibold text-text">
          {t('list.clusterPlace', { count: organizations.length })}
        </h3>
      )}
      <ul className="flex flex-col gap-3">
        {organizations.map((organization) => (
          <li key={organization.id} className="flex items-start gap-3">
            <OrganizationLogo organization={organization} size="md" />
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <p className="font-semibold text-text">{organization.name}</p>
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {[t(`types.${organization.type}`), organization.city].filter(Boolean).join(' · ')}
              </p>
              <Link
                to={`/organizations/${organization.id}`}
                aria-label={t('list.viewOrganizationNamed', { name: organization.name })}
                className={buttonClasses({ size: 'md', color: 'primary' })}
              >
                {t('list.viewOrganization')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
