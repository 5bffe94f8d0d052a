import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { abilitiesOf, statusOfAction, type Application, type ApplicationAction } from '../api/application-types.ts';
import { useChangeApplicationStatus } from '../api/change-application-status.ts';
import { useUndoApplicationStatus } from '../api/undo-application-status.ts';
import { StatusChangeDialog } from './status-change-dialog.tsx';
import { StopApplicationDialog, type StopChoice } from './stop-application-dialog.tsx';

type OrganizationAction = Exclude<ApplicationAction, 'withdraw' | 'markStopped'>;
const organizationActions: OrganizationAction[] = [
  'start',
  'admit',
  'accept',
  'reject',
  'reconsider',
  'markStarted',
  'markNoShow',
];

/**
 * The status moves the signed-in user may make (by `meta.abilities`), each confirmed in a dialog;
 * a stop asks why (issue 31 §5). The organisation side's last step after the match can be undone
 * at once: the undo is itself undone by making the step again.
 */
export function ApplicationActions({ application }: { application: Application }) {
  const { t } = useTranslation('applications');
  const abilities = abilitiesOf(application);
  const changeStatus = useChangeApplicationStatus();
  const undoStatus = useUndoApplicationStatus();
  const [action, setAction] = useState<OrganizationAction | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [stopError, setStopError] = useState<unknown>();
  const [problem, setProblem] = useState<{ title: string; message: string }>();
  const offered = organizationActions.filter((item) => abilities[item]);
  const status = (value: Application['status']) => t(`statuses.${value}`);

  const problemOf = (error: unknown) => {
    const code = isApiError(error) ? error.code : undefined;
    const status = isApiError(error) ? error.statusCode : undefined;
    let title = t('actions.errors.failed');
    if (code === 'status_transition_invalid') title = t('actions.errors.transitionInvalid');
    else if (status === 403) title = t('actions.errors.forbidden');
    return { title, message: (error as Error).message };
  };

  const move = async (next: ApplicationAction, note?: string) => {
    await changeStatus.mutateAsync({ id: application.id, status: statusOfAction[next], note });
    toast.add({ color: 'success', title: t(`actions.${next}.done`) });
  };

  const handleConfirm = async (note: string) => {
    if (!action) return;
    try {
      await move(action, note);
      setAction(null);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const handleWithdraw = async () => {
    try {
      await move('withdraw');
    } catch (error) {
      const { title, message } = problemOf(error);
      toast.add({ color: 'danger', title, message });
    }
    setWithdrawing(false);
  };

  const handleStop = async (choice: StopChoice) => {
    setStopError(undefined);
    try {
      await changeStatus.mutateAsync({
        id: application.id,
        status: 'stopped',
        stopReason: choice.reason,
        ...(choice.detail ? { stopReasonDetail: choice.detail } : {}),
        ...(choice.note ? { note: choice.note } : {}),
      });
      toast.add({ color: 'success', title: t('actions.markStopped.done') });
      setStopping(false);
    } catch (error) {
      setStopError(error);
    }
  };

  const handleUndo = async () => {
    try {
      const undone = await undoStatus.mutateAsync({ id: application.id, fromStatus: application.status });
      toast.add({ color: 'success', title: t('actions.undo.done', { status: status(undone.status) }) });
    } catch (error) {
      toast.add({ color: 'danger', title: t('actions.undo.failed'), message: (error as Error).message });
    }
  };

  const open = (next: OrganizationAction) => {
    setProblem(undefined);
    setAction(next);
  };

  if (offered.length === 0 && !abilities.withdraw && !abilities.markStopped && !abilities.undo) return null;
  return (
    <>
      <div className="flex flex-wrap gap-3">
        {offered.map((item) => (
          <Button
            key={item}
            size="md"
            color={item === 'reject' ? 'danger' : 'primary'}
            variant={item === 'accept' ? 'solid' : 'outline'}
            onClick={() => open(item)}
          >
            {t(`actions.${item}.label`)}
          </Button>
        ))}
        {abilities.markStopped && (
          <Button
            size="md"
            color="primary"
            variant="outline"
            onClick={() => {
              setStopError(undefined);
              setStopping(true);
            }}
          >
            {t('actions.markStopped.label')}
          </Button>
        )}
        {abilities.undo && (
          <Button
            size="md"
            color="neutral"
            variant="outline"
            loading={undoStatus.isPending}
            onClick={() => void handleUndo()}
          >
            {t('actions.undo.label', { status: status(application.status) })}
          </Button>
        )}
        {abilities.withdraw && (
          <Button size="md" color="danger" variant="outline" onClick={() => setWithdrawing(true)}>
            {t('actions.withdraw.label')}
          </Button>
        )}
      </div>
      <StatusChangeDialog
        action={action}
        pending={changeStatus.isPending}
        problem={problem}
        onConfirm={(note) => void handleConfirm(note)}
        onCancel={() => setAction(null)}
      />
      <StopApplicationDialog
        open={stopping}
        pending={changeStatus.isPending}
        submitError={stopError}
        onConfirm={(choice) => void handleStop(choice)}
        onCancel={() => setStopping(false)}
      />
      <ConfirmDialog
        open={withdrawing}
        title={t('actions.withdraw.title')}
        message={t('actions.withdraw.description', { title: application.vacancyTitle })}
        confirmLabel={t('actions.withdraw.confirm')}
        cancelLabel={t('actions.cancel')}
        pending={changeStatus.isPending}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => void handleWithdraw()}
      />
    </>
  );
}
