import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useRenameTag } from '../api/rename-tag.ts';
import { tagNameMaxLength, type Tag } from '../api/tag-types.ts';
import { tagNameFieldNames, tagNameFormSchema, type TagNameFormValues } from './tag-name-schema.ts';

/** Edits a tag's Dutch and English names in a dialog; Escape or Cancel closes it unchanged. */
export function TagEditDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const { t } = useTranslation('tags');
  return (
    <Dialog open={tag !== null} onClose={onClose} title={tag ? t('rename.title', { name: tag.name }) : ''}>
      {tag && <TagEditForm key={tag.id} tag={tag} onClose={onClose} />}
    </Dialog>
  );
}

function TagEditForm({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { t } = useTranslation('tags');
  const renameTag = useRenameTag();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useAppForm<TagNameFormValues, z.output<typeof tagNameFormSchema>>({
    schema: tagNameFormSchema,
    labels: { name: t('fields.nameNl'), nameEn: t('fields.nameEn') },
    defaultValues: { name: tag.nameNl, nameEn: tag.nameEn ?? '' },
  });

  const onValid = async (values: z.output<typeof tagNameFormSchema>) => {
    setProblems([]);
    const nameEn = values.nameEn === '' ? null : values.nameEn;
    if (values.name === tag.nameNl && nameEn === tag.nameEn) {
      onClose();
      return;
    }
    try {
      const renamed = await renameTag.mutateAsync({ id: tag.id, name: values.name, nameEn });
      toast.add({ color: 'success', title: t('rename.renamed', { name: renamed.name }) });
      onClose();
    } catch (error) {
      setProblems(applyServerErrors(error, tagNameFieldNames, form.setError));
    }
  };

  return (
    <form noValidate onSubmit={form.submit(onValid)} className="flex flex-col gap-4">
      {problems.length > 0 && (
        <Alert color="danger" live title={t('rename.failed')}>
          {problems.join(' ')}
        </Alert>
      )}
      <TextField
        label={t('fields.nameNl')}
        lang="nl"
        required
        autoComplete="off"
        autoFocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('fields.nameEn')}
        hint={t('add.nameEnHint', { max: tagNameMaxLength })}
        lang="en"
        autoComplete="off"
        error={form.formState.errors.nameEn?.message}
        {...form.register('nameEn')}
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="lg" onClick={onClose}>
          {t('cancel')}
        </Button>
        <SubmitButton size="lg" pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
          {t('rename.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
