import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';

/** /dev/modal: a dialog and a confirmation for a destructive action. */
export function DevModalPage() {
  const { t } = useTranslation('ui');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    setDeleting(true);
    // Stands in for the API call, long enough to see the busy state.
    await new Promise((resolve) => setTimeout(resolve, 800));
    setDeleting(false);
    setConfirmOpen(false);
    toast.add({ color: 'success', title: t('dev.modal.deletedTitle'), message: t('dev.modal.deletedMessage') });
  };

  return (
    <>
      <PageHeader title={t('dev.modal.title')} description={t('dev.modal.description')} />
      <div className="flex flex-wrap gap-3">
        <Button color="primary" onClick={() => setDialogOpen(true)}>
          {t('dev.modal.openDialog')}
        </Button>
        <Button color="danger" variant="outline" onClick={() => setConfirmOpen(true)}>
          {t('dev.modal.deleteItem')}
        </Button>
      </div>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('dev.modal.dialogTitle')}
        description={t('dev.modal.dialogDescription')}
        footer={
          <Button size="lg" onClick={() => setDialogOpen(false)}>
            {t('dev.modal.done')}
          </Button>
        }
      >
        <p>{t('dev.modal.dialogBody')}</p>
      </Dialog>
      <ConfirmDialog
        open={confirmOpen}
        title={t('dev.modal.confirmTitle')}
        message={t('dev.modal.confirmMessage')}
        confirmLabel={t('dev.modal.confirmAction')}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          if (!deleting) setConfirmOpen(false);
        }}
      />
    </>
  );
}
