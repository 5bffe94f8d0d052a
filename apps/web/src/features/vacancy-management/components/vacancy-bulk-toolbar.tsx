import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { useBulkUpdateVacancies } from '../api/bulk-update-vacancies.ts';

const bulkActions = ['close', 'publish', 'archive'] as const;
type BulkAction = (typeof bulkActions)[number];
const statusOf: Record<BulkAction, VacancyStatus> = { close: 'closed', publish: 'published', archive: 'archived' };

/**
 * The messages of a failed bulk update; an error pointing at `/ids/<index>`
 * names the vacancy that blocked it (the update is all or nothing).
 */
export function bulkProblemsOf(error: unknown, ids: readonly string[], titleOf: (id: string) => string): string[] {
  if (!isApiError(error) || error.errors.length === 0) return [error instanceof Error ? error.message : String(error)];
  return error.errors.map((item) => {
    const message = item.detail ?? item.title;
    const index = /^\/ids\/(\d+)/.exec(item.source?.pointer ?? '')?.[1];
    const id = index === undefined ? undefined : ids[Number(index)];
    return id === undefined ? message : `${titleOf(id)}: ${message}`;
  });
}

/** What to do with the selected vacancies: close, publish or archive them at once, or edit them together. */
export function VacancyBulkToolbar({
  selectedIds,
  vacancies,
  onDone,
}: {
  selectedIds: string[];
  /** The vacancies on the page, to name the one that blocked an update. */
  vacancies: Vacancy[];
  onDone: () => void;
}) {
  const { t } = useTranslation('vacancy-management');
  const navigate = useNavigate();
  const bulkUpdate = useBulkUpdateVacancies();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const count = selectedIds.length;

  const titleOf = (id: string) => vacancies.find((vacancy) => vacancy.id === id)?.title ?? `#${id}`;

  const handleConfirm = async (action: BulkAction) => {
    setProblems([]);
    try {
      const { updated } = await bulkUpdate.mutateAsync({ ids: selectedIds, vacancy: { status: statusOf[action] } });
      toast.add({ color: 'success', title: t(`bulk.done.${action}`, { count: updated }) });
      onDone();
    } catch (error) {
      setProblems(bulkProblemsOf(error, selectedIds, titleOf));
    } finally {
      setAsking(null);
    }
  };

  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="mb-4 grid gap-3 rounded-ui-lg border border-primary-300 bg-primary-50 p-4 dark:border-primary-700 dark:bg-primary-950"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="me-auto font-semibold">
          {t('bulk.selected', { count })}
        </p>
        {bulkActions.map((action) => (
          <Button key={action} size="md" variant="outline" onClick={() => setAsking(action)}>
            {t(`bulk.${action}`)}
          </Button>
        ))}
        <Button
          size="md"
          color="primary"
          onClick={() => void navigate(`/vacancies/bulk-edit?ids=${selectedIds.join(',')}`)}
        >
          {t('bulk.editTogether')}
        </Button>
      </div>
      {problems.length > 0 && (
        <Alert color="danger" live title={t('bulk.failed')}>
          <ul className="list-disc ps-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`bulk.confirm.${asking}`, { count }) : ''}
        message={t('bulk.confirmMessage', { count })}
        confirmLabel={asking ? t(`bulk.confirmButton.${asking}`, { count }) : ''}
        destructive={asking === 'archive'}
        pending={bulkUpdate.isPending}
        onConfirm={() => asking && void handleConfirm(asking)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
