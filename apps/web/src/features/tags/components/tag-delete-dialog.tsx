import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useDeleteTag } from '../api/delete-tag.ts';
import type { Tag } from '../api/tag-types.ts';

/** Asks before deleting an unused tag; a refusal (in use meanwhile) is told in a toast. */
export function TagDeleteDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const { t } = useTranslation('tags');
  const deleteTag = useDeleteTag();

  const confirm = async () => {
    if (!tag) return;
    try {
      await deleteTag.mutateAsync(tag.id);
      toast.add({ color: 'success', title: t('delete.deleted', { name: tag.name }) });
    } catch (error) {
      toast.add({
        color: 'danger',
        title: t('delete.failed'),
        message: error instanceof Error ? error.message : undefined,
        duration: 0,
      });
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={tag !== null}
      title={t('delete.title')}
      message={tag ? t('delete.message', { name: tag.name }) : ''}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('cancel')}
      pending={deleteTag.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
