import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useVacancy } from '../../../lib/vacancies/get-vacancy.ts';
import { useUpdateVacancy } from '../api/update-vacancy.ts';
import { abilitiesOf } from '../api/vacancy-query-keys.ts';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import { vacancyInputOf } from '../components/vacancy-form-schema.ts';
import { VacancyForm } from '../components/vacancy-form.tsx';
import { VacancyStatusActions } from '../components/vacancy-status-actions.tsx';
import { VacancyStatusBadge } from '../components/vacancy-status-badge.tsx';

/** /vacancies/{id}/edit: the vacancy's fields, its status and the status moves allowed. */
export function VacancyEditPage() {
  const { t } = useTranslation('vacancy-management');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const vacancy = useVacancy(id);
  const updateVacancy = useUpdateVacancy();
  const { formatDate: formatLongDate } = useDateFormat();
  const formatDate = (value: string | null | undefined) => formatLongDate(value, 'short');

  if (vacancy.isPending) return <Spinner label={t('edit.loading')} showLabel />;
  if (vacancy.isError) {
    if (isApiError(vacancy.error) && vacancy.error.statusCode === 404) {
      return (
        <>
          <PageHeader title={t('edit.notFoundTitle')} />
          <EmptyState
            icon="inbox"
            title={t('edit.notFoundHeading')}
            description={t('edit.notFoundText')}
            action={
              <Link to="/vacancies" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                {t('edit.backToList')}
              </Link>
            }
          />
        </>
      );
    }
    return (
      <LoadFailedAlert title={t('edit.loadFailed')} error={vacancy.error} onRetry={() => void vacancy.refetch()} />
    );
  }
  const current = vacancy.data;
  if (!abilitiesOf(current).update) {
    return (
      <>
        <PageHeader title={t('edit.title', { title: current.title })} />
        <Alert color="warning" title={t('edit.notAllowedTitle')}>
          {t('edit.notAllowedText')}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('edit.title', { title: current.title })}
        description={current.organizationName}
        actions={
          <Link to="/vacancies" className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
            {t('edit.backToList')}
          </Link>
        }
      />
      <section
        aria-labelledby="vacancy-status-heading"
        className="mb-8 grid gap-3 rounded-ui-lg border border-muted-200 p-5 dark:border-muted-800"
      >
        <h2 id="vacancy-status-heading" className="font-heading text-lg font-semibold">
          {t('edit.statusHeading')}
        </h2>
        <p className="flex flex-wrap items-center gap-3">
          <VacancyStatusBadge status={current.status} />
          {current.publishedAt && (
            <span className="text-sm text-muted-700 dark:text-muted-300">
              {t('edit.publishedOn', { date: formatDate(current.publishedAt) })}
            </span>
          )}
          {current.expiresOn && (
            <span className="text-sm text-muted-700 dark:text-muted-300">
              {t('edit.expiresOn', { date: formatDate(current.expiresOn) })}
            </span>
          )}
        </p>
        <VacancyStatusActions
          vacancy={current}
          size="md"
          omit={['publish']}
          onDeleted={() => void navigate('/vacancies')}
        />
      </section>
      <VacancyForm
        key={current.id}
        vacancy={current}
        intents={current.status === 'draft' ? ['draft', 'publish'] : ['save']}
        footer={
          <Link to="/vacancies" className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
            {t('form.cancel')}
          </Link>
        }
        onSave={async (values, intent) => {
          await updateVacancy.mutateAsync({
            id: current.id,
            vacancy: { ...vacancyInputOf(values), ...(intent === 'publish' ? { status: 'published' as const } : {}) },
          });
          toast.add({
            color: 'success',
            title: t(intent === 'publish' ? 'edit.published' : 'edit.saved', { title: values.title }),
          });
          await navigate('/vacancies');
        }}
      />
    </>
  );
}
