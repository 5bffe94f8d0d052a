import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useCurrentOrganizations } from '../../../lib/organizations/organizations-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useCreateVacancy } from '../api/create-vacancy.ts';
import { useVacancyOrganizations } from '../api/list-vacancy-organizations.ts';
import { vacancyInputOf } from '../components/vacancy-form-schema.ts';
import { VacancyForm } from '../components/vacancy-form.tsx';
import { canManageVacancies, isVacancyCenterManager } from '../components/vacancy-roles.ts';

/** /vacancies/add: an organisation's admin (for the selected organisation) or the centre (choosing one) adds a vacancy. */
export function VacancyAddPage() {
  const { t } = useTranslation('vacancy-management');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const manager = isVacancyCenterManager(user.data);
  const organizations = useVacancyOrganizations(manager);
  const { selectedOrganization } = useCurrentOrganizations();
  const createVacancy = useCreateVacancy();

  const forOrganization = !manager && selectedOrganization ? selectedOrganization.name : undefined;
  const header = (
    <PageHeader
      title={t('add.title')}
      description={forOrganization ? t('add.descriptionFor', { organization: forOrganization }) : t('add.description')}
    />
  );
  if (user.isPending) return <Spinner label={t('add.loading')} showLabel />;
  if (!canManageVacancies(user.data)) {
    return (
      <>
        <PageHeader title={t('add.title')} />
        <Alert color="warning" title={t('list.notAllowedTitle')}>
          {t('list.notAllowedText')}
        </Alert>
      </>
    );
  }
  if (manager && organizations.isPending) return <Spinner label={t('add.loading')} showLabel />;
  if (manager && organizations.isError) {
    return (
      <>
        {header}
        <LoadFailedAlert
          title={t('add.organizationsLoadFailed')}
          error={organizations.error}
          onRetry={() => void organizations.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <VacancyForm
        organizationId={manager ? '' : (selectedOrganization?.id ?? '')}
        organizations={manager ? organizations.data : undefined}
        intents={['draft', 'publish']}
        footer={
          <Link to="/vacancies" className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
            {t('form.cancel')}
          </Link>
        }
        onSave={async (values, intent) => {
          const created = await createVacancy.mutateAsync({
            ...vacancyInputOf(values),
            organizationId: values.organizationId || undefined,
            status: intent === 'publish' ? 'published' : 'draft',
          });
          toast.add({
            color: 'success',
            title: t(intent === 'publish' ? 'add.published' : 'add.savedAsDraft', {
              title: created.title ?? values.title,
            }),
          });
          await navigate('/vacancies');
        }}
      />
    </>
  );
}
