import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useOrganization } from '../api/get-organization.ts';
import { abilitiesOf } from '../api/organization-types.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';
import { organizationInputOf } from '../components/organization-fields.tsx';
import { OrganizationForm } from '../components/organization-form.tsx';
import { NotAllowedPage } from '../../../components/ui/not-allowed-page.tsx';

/** /organizations/{id}/edit: the organisation's admins and the centre edit its profile and address. */
export function OrganizationEditPage() {
  const { t } = useTranslation('organizations');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const organization = useOrganization(id);
  const updateOrganization = useUpdateOrganization();

  if (organization.isPending) return <Spinner label={t('detail.loading')} showLabel />;
  if (organization.isError) {
    return (
      <Alert color="danger" title={t('detail.loadFailed')}>
        {organization.error.message}
      </Alert>
    );
  }
  const current = organization.data;
  if (!abilitiesOf(current).update) {
    return <NotAllowedPage title={t('edit.notAllowedTitle')} reason={t('edit.notAllowedText')} />;
  }
  return (
    <>
      <PageHeader title={t('edit.title', { name: current.name })} description={t('edit.description')} />
      <OrganizationForm
        organization={current}
        submitLabel={t('edit.submit')}
        footer={
          <Link to={`/organizations/${current.id}`} className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
            {t('edit.cancel')}
          </Link>
        }
        onSave={async (values) => {
          const saved = await updateOrganization.mutateAsync({
            id: current.id,
            organization: organizationInputOf(values),
          });
          toast.add({ color: 'success', title: t('edit.saved') });
          if (saved.address && !saved.address.hasPosition && saved.address.city) {
            toast.add({ color: 'warning', title: t('noPositionToast') });
          }
          await navigate(`/organizations/${current.id}`);
        }}
      />
    </>
  );
}
