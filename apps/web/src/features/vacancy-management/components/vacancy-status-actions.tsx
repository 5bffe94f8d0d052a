import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { useChangeVacancyStatus } from '../api/change-vacancy-status.ts';
import { useDeleteVacancy } from '../api/delete-vacancy.ts';
import { abilitiesOf } from '../api/vacancy-query-keys.ts';

/** The actions on one vacancy: the status moves its abilities allow, and deleting a draft. */
export const vacancyActions = ['publish', 'reopen', 'close', 'archive', 'restore', 'delete'] as const;
export type VacancyAction = (typeof vacancyActions)[number];

const targetStatus: Record<Exclude<VacancyAction, 'delete'>, VacancyStatus> = {
  publish: 'published',
  reopen: 'published',
  close: 'closed',
  archive: 'archived',
  restore: 'draft',
};

// Taking a vacancy out of view or deleting it is asked first; the other moves are undone as easily.
const confirmed: readonly VacancyAction[] = ['close', 'archive', 'delete'];

/** What `useVacancyStatusActions` gives: the moves on offer, a way to start one, and its dialog. */
export interface VacancyStatusActionsState {
  available: VacancyAction[];
  pending: boolean;
  /** Starts an action: closing, archiving and deleting ask first (in `dialog`), the others run at once. */
  request: (action: VacancyAction) => void;
  /** Why the last action failed, until the next one starts. */
  failure: string | null;
  /** The confirmation dialog; render it once wherever the actions are. */
  dialog: ReactNode;
}

/**
 * A vacancy's status moves (by `meta.abilities`), run with a toast on success; closing, archiving
 * and deleting ask first. `onDeleted` runs after a delete.
 */
export function useVacancyStatusActions(
  vacancy: Vacancy,
  { omit = [], onDeleted }: { omit?: readonly VacancyAction[]; onDeleted?: () => void } = {},
): VacancyStatusActionsState {
  const { t } = useTranslation('vacancy-management');
  const abilities = abilitiesOf(vacancy);
  const changeStatus = useChangeVacancyStatus();
  const deleteVacancy = useDeleteVacancy(vacancy.id);
  const [asking, setAsking] = useState<VacancyAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const available = vacancyActions.filter(
    (action) => abilities[action] && !omit.includes(action) && (action !== 'delete' || vacancy.status === 'draft'),
  );

  const handleRun = async (action: VacancyAction) => {
    setFailure(null);
    try {
      if (action === 'delete') {
        await deleteVacancy.mutateAsync();
        toast.add({ color: 'success', title: t('actions.deleted', { title: vacancy.title }) });
        onDeleted?.();
      } else {
        await changeStatus.mutateAsync({ id: vacancy.id, status: targetStatus[action] });
        toast.add({ color: 'success', title: t(`actions.done.${action}`, { title: vacancy.title }) });
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setAsking(null);
    }
  };

  const pending = changeStatus.isPending || deleteVacancy.isPending;
  return {
    available,
    pending,
    request: (action) => (confirmed.includes(action) ? setAsking(action) : void handleRun(action)),
    failure,
    dialog: (
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`actions.confirm.${asking}.title`) : ''}
        message={asking ? t(`actions.confirm.${asking}.message`, { title: vacancy.title }) : ''}
        confirmLabel={asking ? t(`actions.confirm.${asking}.confirm`) : ''}
        pending={pending}
        destructive={asking === 'delete' || asking === 'archive'}
        onConfirm={() => asking && void handleRun(asking)}
        onCancel={() => setAsking(null)}
      />
    ),
  };
}

/** Destructive moves: shown in the danger colour. */
export const destructiveVacancyActions: readonly VacancyAction[] = ['archive', 'delete'];

/**
 * Buttons for a vacancy's status moves (by `meta.abilities`); closing,
 * archiving and deleting ask first. `onDeleted` runs after a delete.
 */
export function VacancyStatusActions({
  vacancy,
  size = 'sm',
  omit = [],
  onDeleted,
}: {
  vacancy: Vacancy;
  size?: 'sm' | 'md';
  /** Actions offered elsewhere on the page (the edit form publishes a draft with its changes). */
  omit?: readonly VacancyAction[];
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('vacancy-management');
  const { available, pending, request, failure, dialog } = useVacancyStatusActions(vacancy, { omit, onDeleted });
  if (available.length === 0) return null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {available.map((action) => (
          <Button
            key={action}
            size={size}
            variant="outline"
            color={action === 'delete' ? 'danger' : 'neutral'}
            disabled={pending}
            aria-label={t(`actions.${action}Named`, { title: vacancy.title })}
            onClick={() => request(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </div>
      {failure && (
        <Alert color="danger" live title={t('actions.failed')}>
          {failure}
        </Alert>
      )}
      {dialog}
    </div>
  );
}
