import { useQueries } from '@tanstack/react-query';
import { vacancyLimits } from '@volunteerly/contracts/vacancies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useBulkUpdateVacancies, type VacancyBulkChanges } from '../api/bulk-update-vacancies.ts';
import { vacancyQueryOptions } from '../../../lib/vacancies/get-vacancy.ts';
import { VacancyBulkEditForm } from '../components/vacancy-bulk-edit-form.tsx';
import { VacancyStatusBadge } from '../components/vacancy-status-badge.tsx';

/** The vacancy ids of `?ids=1,2,3`: positive numbers, each once, at most as many as one bulk update takes. */
function idsFromSearch(value: string | null): string[] {
  const ids = (value ?? '').split(',').filter((id) => /^[1-9][0-9]{0,15}$/.test(id));
  return [...new Set(ids)].slice(0, vacancyLimits.bulkMax);
}

/** /vacancies/bulk-edit?ids=…: the same changes for several vacancies at once, in one all-or-nothing update. */
export function VacanciesBulkEditPage() {
  const { t } = useTranslation('vacancy-management');
  const [params] = useSearchParams();
  const ids = idsFromSearch(params.get('ids'));
  // Each vacancy is loaded by id: the list endpoint has no id filter.
  const vacancies = useQueries({ queries: ids.map((id) => vacancyQueryOptions(id)) });
  const bulkUpdate = useBulkUpdateVacancies();
  const [result, setResult] = useState<{ updated: number; changes: (keyof VacancyBulkChanges)[] } | null>(null);

  const backLink = (
    <Link to="/vacancies" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
      {t('bulkEdit.back')}
    </Link>
  );
  const header = <PageHeader title={t('bulkEdit.title')} description={t('bulkEdit.description')} actions={backLink} />;
  if (ids.length === 0) {
    return (
      <>
        {header}
        <EmptyState title={t('bulkEdit.noneTitle')} description={t('bulkEdit.noneText')} />
      </>
    );
  }
  const loaded = vacancies.flatMap((query) => (query.data ? [query.data] : []));
  const failed = ids.filter((_id, index) => vacancies[index]?.isError);
  const pending = vacancies.some((query) => query.isPending);

  const handleSave = async (changes: VacancyBulkChanges) => {
    const { updated } = await bulkUpdate.mutateAsync({ ids: loaded.map((vacancy) => vacancy.id), vacancy: changes });
    toast.add({ color: 'success', title: t('bulkEdit.done', { count: updated }) });
    setResult({ updated, changes: Object.keys(changes) as (keyof VacancyBulkChanges)[] });
  };

  return (
    <>
      {header}
      <section aria-labelledby="bulk-selection-heading" className="mb-8">
        <h2 id="bulk-selection-heading" className="mb-3 font-heading text-lg font-semibold">
          {t('bulkEdit.selection', { count: ids.length })}
        </h2>
        {pending && <Spinner label={t('bulkEdit.loading')} showLabel />}
        <ul className="grid gap-2">
          {loaded.map((vacancy) => (
            <li key={vacancy.id} className="flex flex-wrap items-center gap-3">
              <Link
                to={`/vacancies/${vacancy.id}/edit`}
                className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
              >
                {vacancy.title}
              </Link>
              <VacancyStatusBadge status={vacancy.status} />
            </li>
          ))}
        </ul>
        {failed.length > 0 && (
          <div className="mt-3">
            <Alert color="warning" title={t('bulkEdit.someMissing', { count: failed.length })}>
              {t('bulkEdit.someMissingText', { ids: failed.join(', ') })}
            </Alert>
          </div>
        )}
      </section>
      {result ? (
        <Alert color="success" live title={t('bulkEdit.done', { count: result.updated })} actions={backLink}>
          <p>{t('bulkEdit.changed')}</p>
          <ul className="list-disc ps-5">
            {result.changes.map((change) => (
              <li key={change}>{t(`bulkEdit.changes.${change}`)}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        !pending && loaded.length > 0 && <VacancyBulkEditForm count={loaded.length} onSave={handleSave} />
      )}
    </>
  );
}
