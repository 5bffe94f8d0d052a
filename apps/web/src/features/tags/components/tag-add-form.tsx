import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useCreateTag } from '../api/create-tag.ts';
import { tagNameMaxLength, type TagKind } from '../api/tag-types.ts';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors.ts';
import { tagNameFieldNames, tagNameFormSchema, type TagNameFormValues } from './tag-name-schema.ts';

/** Adds a tag of the kind shown, with its English name; a name the kind already has is reported on the field. */
export function TagAddForm({ kind }: { kind: TagKind }) {
  const { t } = useTranslation('tags');
  const createTag = useCreateTag();
  const [problems, setProblems] = useState<string[]>([]);
  const label = t('add.nameLabel', { kind: t(`kind.${kind}`) });
  const form = useAppForm<TagNameFormValues, z.output<typeof tagNameFormSchema>>({
    schema: tagNameFormSchema,
    labels: { name: t('fields.nameNl'), nameEn: t('fields.nameEn') },
    defaultValues: { name: '', nameEn: '' },
  });

  const onValid = async (values: z.output<typeof tagNameFormSchema>) => {
    setProblems([]);
    try {
      const tag = await createTag.mutateAsync({ kind, name: values.name, nameEn: values.nameEn || null });
      form.reset({ name: '', nameEn: '' });
      toast.add({ color: 'success', title: t('add.added', { name: tag.name }) });
    } catch (error) {
      setProblems(applyServerErrors(error, tagNameFieldNames, form.setError));
    }
  };

  return (
    <section
      aria-labelledby="tag-add-heading"
      className="mb-8 rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800"
    >
      <h2 id="tag-add-heading" className="mb-3 font-heading text-lg font-semibold text-text">
        {t('add.title')}
      </h2>
      <form noValidate onSubmit={form.submit(onValid)} className="grid max-w-xl gap-3">
        {problems.length > 0 && (
          <Alert color="danger" live title={t('add.failed')}>
            {problems.join(' ')}
          </Alert>
        )}
        <TextField
          label={label}
          hint={t('add.nameHint', { max: tagNameMaxLength })}
          lang="nl"
          required
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('add.nameEnLabel', { kind: t(`kind.${kind}`) })}
          hint={t('add.nameEnHint', { max: tagNameMaxLength })}
          lang="en"
          autoComplete="off"
          error={form.formState.errors.nameEn?.message}
          {...form.register('nameEn')}
        />
        <div>
          <SubmitButton size="md" pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
            {t('add.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
