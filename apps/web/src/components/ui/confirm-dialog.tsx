import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** Props of ConfirmDialog: the question, the action's label and what confirming and cancelling do. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows the confirm button busy while the action runs. */
  pending?: boolean;
  /** Destructive actions (the default) get the danger colour. */
  destructive?: boolean;
}

/**
 * Asks before an action, destructive ones above all. Focus starts on Cancel so
 * an accidental Enter does no harm; Escape and the backdrop cancel.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  destructive = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" size="lg" onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={destructive ? 'danger' : 'primary'} size="lg" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
