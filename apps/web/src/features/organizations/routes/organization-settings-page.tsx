import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRequireOrganization } from '../../../lib/organizations/use-require-organization.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useOrganization } from '../api/get-organization.ts';
import { abilitiesOf, type Organization } from '../api/organization-types.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';
import { organizationInputOf } from '../components/organization-fields.tsx';
import { OrganizationForm } from '../components/organization-form.tsx';
import { NotAllowedPage } from '../../../components/ui/not-allowed-page.tsx';

/**
 * Loads the selected organisation (Current-Organization-Id) and hands it to a
 * settings page. Users without organisations, or whose organisations fail to
 * load, go to /auth/no-organization (spec §6, §8).
 */
export function SelectedOrganization({ children }: { children: (organization: Organization) => ReactNode }) {
  const { t } = useTranslation('organizations');
  const { selectedOrganization } = useRequireOrganization();
  const organization = useOrganization(selectedOrganization?.id ?? '');
  if (!selectedOrganization) return <Spinner label={t('detail.loading')} showLabel />;
  if (organization.isPending) return <Spinner label={t('detail.loading')} showLabel />;
  if (organization.isError) {
    return (
      <Alert color="danger" title={t('detail.loadFailed')}>
        {organization.error.message}
      </Alert>
    );
  }
  if (!abilitiesOf(organization.data).update) {
    return <NotAllowedPage title={t('edit.notAllowedTitle')} reason={t('edit.notAllowedText')} />;
  }
  return <>{children(organization.data)}</>;
}

/** /instellingen/organisatie: the selected organisation's profile and address. */
export function OrganizationSettingsPage() {
  const { t } = useTranslation('organizations');
  const updateOrganization = useUpdateOrganization();
  return (
    <SelectedOrganization>
      {(organization) => (
        <>
          <h2 className="mb-2 font-heading text-2xl font-semibold text-text">{organization.name}</h2>
          <p className="mb-6 text-muted-700 dark:text-muted-300">{t('settings.organizationDescription')}</p>
          <OrganizationForm
            key={organization.id}
            organization={organization}
            submitLabel={t('edit.submit')}
            footer={
              <Link
                to={`/organizations/${organization.id}`}
                className={buttonClasses({ size: 'lg', variant: 'ghost' })}
              >
                {t('settings.viewProfile')}
              </Link>
            }
            onSave={async (values) => {
              await updateOrganization.mutateAsync({ id: organization.id, organization: organizationInputOf(values) });
              toast.add({ color: 'success', title: t('edit.saved') });
            }}
          />
        </>
      )}
    </SelectedOrganization>
  );
}
