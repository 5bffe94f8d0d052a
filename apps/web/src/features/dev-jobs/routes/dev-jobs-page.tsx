import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { jobStatusValues, type JobStatusValue } from '@volunteerly/contracts/resources/jobs';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { segmentedOptionLook } from '../../../components/ui/segmented-control-classes.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useJobs, type Job } from '../api/list-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';

function statusFromSearch(value: string | null): JobStatusValue {
  return jobStatusValues.find((status) => status === value) ?? 'failed';
}

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function JobItem({ job, formatDate }: { job: Job; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('dev-jobs');
  const retry = useRetryJob();
  // mutateAsync, not mutate's callbacks: the retried job leaves this list (and this item unmounts)
  // as soon as the list reloads, and the toast must still say what happened.
  const handleRetry = async () => {
    try {
      await retry.mutateAsync(job.id);
      toast.add({ color: 'success', title: t('retried', { name: job.name }) });
    } catch (error) {
      toast.add({ color: 'danger', title: t('retryFailed'), message: (error as Error).message });
    }
  };
  return (
    <li className="rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-text">
            {job.name} <span className="font-normal text-muted-700 dark:text-muted-300">#{job.id}</span>
          </p>
          <p className="text-sm text-muted-700 dark:text-muted-300">
            {t('attempts', { attempts: job.attempts, maxAttempts: job.maxAttempts })} ·{' '}
            {job.forTenant ? t('forTenant') : t('forPlatform')}
          </p>
          <p className="text-sm text-muted-700 dark:text-muted-300">
            {t('created')} <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
            {job.status === 'queued' && (
              <>
                {' · '}
                {t('runAt')} <time dateTime={job.runAt}>{formatDate(job.runAt)}</time>
              </>
            )}
            {job.finishedAt && (
              <>
                {' · '}
                {t('finished')} <time dateTime={job.finishedAt}>{formatDate(job.finishedAt)}</time>
              </>
            )}
          </p>
        </div>
        {job.status === 'failed' && (
          <Button size="md" variant="outline" disabled={retry.isPending} onClick={() => void handleRetry()}>
            {t('retry')}
            <span className="sr-only">
              {' '}
              {job.name} #{job.id}
            </span>
          </Button>
        )}
      </div>
      {job.lastError && (
        <p className="mt-2 rounded-ui bg-muted-50 p-2 font-mono text-sm break-words text-text dark:bg-muted-900">
          <span className="sr-only">{t('lastError')}: </span>
          {job.lastError}
        </p>
      )}
    </li>
  );
}

/** /dev/jobs: the background jobs of this tenant and the platform by status, failed ones retryable (super admins). */
export function DevJobsPage() {
  const { t, i18n } = useTranslation('dev-jobs');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFromSearch(searchParams.get('status'));
  const page = pageFromSearch(searchParams.get('page'));
  const jobs = useJobs(status, page);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));
  const show = (next: { status?: JobStatusValue; page?: number }) => {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    setSearchParams({
      ...(nextStatus === 'failed' ? {} : { status: nextStatus }),
      ...(nextPage === 1 ? {} : { page: String(nextPage) }),
    });
  };

  let content;
  if (jobs.isPending) {
    content = <Spinner label={t('loading')} showLabel />;
  } else if (jobs.isError) {
    content = <LoadFailedAlert title={t('loadFailedTitle')} error={jobs.error} onRetry={() => void jobs.refetch()} />;
  } else if (jobs.data.jobs.length === 0) {
    content = <EmptyState title={t(`empty.${status}`)} description={t('emptyText')} />;
  } else {
    content = (
      <>
        <ul className="space-y-3">
          {jobs.data.jobs.map((job) => (
            <JobItem key={job.id} job={job} formatDate={formatDate} />
          ))}
        </ul>
        {jobs.data.totalPages > 1 && (
          <Pagination
            page={page}
            totalPages={jobs.data.totalPages}
            onPage={(next) => show({ page: next })}
            label={t('pagination')}
          />
        )}
      </>
    );
  }

  const counts = jobs.data?.statusCounts;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div role="group" aria-label={t('statusFilter')} className="mb-4 flex flex-wrap gap-2">
        {jobStatusValues.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === status}
            className={`${segmentedOptionLook} border border-muted-300 px-3 py-1.5 text-sm dark:border-muted-700`}
            onClick={() => show({ status: value })}
          >
            {t(`status.${value}`)}
            {counts && ` (${counts[value]})`}
          </button>
        ))}
      </div>
      {content}
    </>
  );
}
