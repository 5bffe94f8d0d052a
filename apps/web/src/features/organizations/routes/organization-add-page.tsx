import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useCreateOrganization } from '../api/create-organization.ts';
import { organizationInputOf } from '../components/organization-fields.tsx';
import { OrganizationForm } from '../components/organization-form.tsx';

/** /organizations/add: a centre adds an organisation, approved at once. */
export function OrganizationAddPage() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const createOrganization = useCreateOrganization();
  return (
    <>
      <PageHeader title={t('add.title')} description={t('add.description')} />
      <OrganizationForm
        submitLabel={t('add.submit')}
        onSave={async (values) => {
          const organization = await createOrganization.mutateAsync(organizationInputOf(values));
          toast.add({ color: 'success', title: t('add.added', { name: organization.name }) });
          if (organization.address && !organization.address.hasPosition && organization.address.city) {
            toast.add({ color: 'warning', title: t('noPositionToast') });
          }
          await navigate(`/organizations/${organization.id}`);
        }}
      />
    </>
  );
}
