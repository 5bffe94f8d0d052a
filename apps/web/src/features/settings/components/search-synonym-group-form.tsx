import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';

const groupFormSchema = z.object({ words: z.string().trim().min(1) });
type GroupFormValues = z.input<typeof groupFormSchema>;

/** The words of a comma-separated list, trimmed, empty ones left out ("a, , b" → a, b). */
export function splitSynonymWords(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/**
 * The words of a synonym group as one comma-separated field; what the API refuses (one word, too
 * long, twice) is shown on the field. `onSave` answers when saved; a failure it throws is shown.
 */
export function SearchSynonymGroupForm({
  initialWords = [],
  submitLabel,
  onSave,
  onCancel,
  autoFocus = false,
}: {
  initialWords?: readonly string[];
  submitLabel: string;
  onSave: (words: string[]) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('settings');
  const [problems, setProblems] = useState<string[]>([]);
  const form = useAppForm<GroupFormValues, z.output<typeof groupFormSchema>>({
    schema: groupFormSchema,
    labels: { words: t('searchWords.form.label') },
    defaultValues: { words: initialWords.join(', ') },
  });

  const onValid = async (values: z.output<typeof groupFormSchema>) => {
    setProblems([]);
    try {
      await onSave(splitSynonymWords(values.words));
      if (!onCancel) form.reset({ words: '' });
    } catch (error) {
      setProblems(applyServerErrors(error, ['words'] as const, form.setError));
    }
  };

  return (
    <form noValidate onSubmit={form.submit(onValid)} className="grid gap-3">
      {problems.length > 0 && (
        <Alert color="danger" live title={t('searchWords.form.failed')}>
          {problems.join(' ')}
        </Alert>
      )}
      <TextField
        label={t('searchWords.form.label')}
        hint={t('searchWords.form.hint')}
        lang="nl"
        required
        autoComplete="off"
        autoFocus={autoFocus}
        error={form.formState.errors.words?.message}
        {...form.register('words')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="outline" size="lg" onClick={onCancel}>
            {t('searchWords.cancel')}
          </Button>
        )}
        <SubmitButton size="lg" pending={form.formState.isSubmitting} pendingLabel={t('searchWords.saving')}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
