import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadProblem } from '../../../components/ui/load-problem.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import { useProfileReplies } from '../api/list-profile-replies.ts';

/** /profile-replies: every application and every message the volunteer sent, newest first. */
export function ProfileRepliesPage() {
  const { t } = useTranslation('conversations');
  const { formatDateTime } = useDateFormat();
  const [page, setPage] = useState(1);
  const replies = useProfileReplies(page);

  return (
    <>
      <PageHeader title={t('replies.title')} description={t('replies.description')} />
      {replies.isPending ? (
        <Spinner label={t('replies.loading')} showLabel />
      ) : replies.isError ? (
        <LoadProblem
          error={replies.error}
          onRetry={() => void replies.refetch()}
          loadFailedTitle={t('replies.loadFailed')}
          notFound={{ title: t('replies.loadFailed'), text: '', backTo: '/', backLabel: t('list.home') }}
        />
      ) : replies.data.replies.length === 0 ? (
        <EmptyState title={t('replies.emptyTitle')} description={t('replies.emptyText')} />
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {replies.data.replies.map((reply) => (
              <li key={reply.id} className="rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
                <p className="text-sm text-muted-700 dark:text-muted-300">
                  {t(`replies.kind.${reply.kind}`)} ·{' '}
                  <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
                </p>
                <h2 className="mt-1 break-words font-heading text-lg font-semibold text-text">
                  <Link to={reply.path} className="underline-offset-2 hover:underline focus-visible:underline">
                    {reply.title}
                  </Link>
                </h2>
                <p className="text-sm text-text">
                  {reply.organizationName} · {t(`replies.status.${reply.status}`)}
                </p>
                <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-muted-700 dark:text-muted-300">
                  {reply.excerpt}
                </p>
              </li>
            ))}
          </ol>
          {replies.data.totalPages > 1 && (
            <div className="mt-6">
              <Pagination page={replies.data.page} totalPages={replies.data.totalPages} onPage={setPage} />
            </div>
          )}
        </>
      )}
    </>
  );
}
