import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useRenameTag } from '../api/rename-tag.ts';
import type { Tag } from '../api/tag-types.ts';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors.ts';
import { tagNameFieldNames, tagNameFormSchema, type TagNameFormValues } from './tag-name-schema.ts';

/** Renames a tag in its row; Escape or Cancel closes the form unchanged. */
export function TagRenameForm({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { t } = useTranslation('tags');
  const renameTag = useRenameTag();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useAppForm<TagNameFormValues, z.output<typeof tagNameFormSchema>>({
    schema: tagNameFormSchema,
    labels: { name: t('fields.name') },
    defaultValues: { name: tag.name },
  });
  const { setFocus } = form;

  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);

  const onValid = async (values: z.output<typeof tagNameFormSchema>) => {
    setProblems([]);
    if (values.name === tag.name) {
      onClose();
      return;
    }
    try {
      const renamed = await renameTag.mutateAsync({ id: tag.id, name: values.name });
      toast.add({ color: 'success', title: t('rename.renamed', { name: renamed.name }) });
      onClose();
    } catch (error) {
      setProblems(applyServerErrors(error, tagNameFieldNames, form.setError));
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.submit(onValid)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        label={t('rename.label', { name: tag.name })}
        required
        autoComplete="off"
        className="min-w-48 flex-1"
        error={form.formState.errors.name?.message ?? (problems.length > 0 ? problems.join(' ') : undefined)}
        {...form.register('name')}
      />
      <div className="flex gap-2">
        <SubmitButton size="sm" pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
          {t('rename.save')}
        </SubmitButton>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
