import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useDeleteSearchSynonymGroup } from '../api/delete-search-synonym-group.ts';
import type { SearchSynonymGroup } from '../api/search-synonym-group-types.ts';
import { useUpdateSearchSynonymGroup } from '../api/update-search-synonym-group.ts';
import { SearchSynonymGroupForm } from './search-synonym-group-form.tsx';

/** Changes a group's words in a dialog; Escape or Cancel closes it unchanged. */
export function SearchSynonymGroupEditDialog({
  group,
  onClose,
}: {
  group: SearchSynonymGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const updateGroup = useUpdateSearchSynonymGroup();
  const save = async (words: string[]) => {
    if (!group) return;
    await updateGroup.mutateAsync({ id: group.id, words });
    toast.add({ color: 'success', title: t('searchWords.edit.saved') });
    onClose();
  };
  return (
    <Dialog open={group !== null} onClose={onClose} title={t('searchWords.edit.title')}>
      {group && (
        <SearchSynonymGroupForm
          key={group.id}
          initialWords={group.words}
          submitLabel={t('searchWords.edit.save')}
          onSave={save}
          onCancel={onClose}
          autoFocus
        />
      )}
    </Dialog>
  );
}

/** Asks before deleting a group; a failure is told in a toast. */
export function SearchSynonymGroupDeleteDialog({
  group,
  onClose,
}: {
  group: SearchSynonymGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const deleteGroup = useDeleteSearchSynonymGroup();
  const confirm = async () => {
    if (!group) return;
    try {
      await deleteGroup.mutateAsync(group.id);
      toast.add({ color: 'success', title: t('searchWords.delete.deleted') });
    } catch (error) {
      toast.add({
        color: 'danger',
        title: t('searchWords.delete.failed'),
        message: error instanceof Error ? error.message : undefined,
        duration: 0,
      });
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={group !== null}
      title={t('searchWords.delete.title')}
      message={group ? t('searchWords.delete.message', { words: group.words.join(', ') }) : ''}
      confirmLabel={t('searchWords.delete.confirm')}
      cancelLabel={t('searchWords.cancel')}
      pending={deleteGroup.isPending}
      destructive
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
