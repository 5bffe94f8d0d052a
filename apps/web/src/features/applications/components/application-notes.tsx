import { applicationNoteField } from '@volunteerly/contracts/applications-schemas';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useAddApplicationNote } from '../api/add-application-note.ts';
import type { ApplicationNote } from '../api/application-types.ts';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';

interface NoteValues {
  body: string;
}

const noteSchema: z.ZodType<NoteValues, NoteValues> = z.object({ body: applicationNoteField });

/** The organisation side's own notes on an application (never shown to the applicant), and a form to add one. */
export function ApplicationNotes({
  applicationId,
  notes,
  canAdd,
}: {
  applicationId: string;
  notes: ApplicationNote[];
  canAdd: boolean;
}) {
  const { t } = useTranslation('applications');
  const { formatDateTime } = useDateFormat();
  const addNote = useAddApplicationNote();
  const form = useAppForm<NoteValues, NoteValues>({
    schema: noteSchema,
    defaultValues: { body: '' },
    labels: { body: t('notes.body') },
  });
  const { errors, isSubmitting } = form.formState;

  const handleValid = async ({ body }: NoteValues) => {
    try {
      await addNote.mutateAsync({ applicationId, body });
      form.reset({ body: '' });
      toast.add({ color: 'success', title: t('notes.added') });
    } catch (error) {
      form.setError('body', { type: 'server', message: (error as Error).message }, { shouldFocus: true });
    }
  };

  return (
    <section aria-labelledby="application-notes" className="mt-10 lg:mt-0">
      <h2 id="application-notes" className="font-heading text-xl font-semibold text-text">
        {t('notes.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{t('notes.private')}</p>
      {notes.length === 0 ? (
        <p className="mt-4 text-muted-700 dark:text-muted-300">{t('notes.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">
                {note.authorName ? `${note.authorName} · ` : ''}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <form noValidate onSubmit={form.submit(handleValid)} className="mt-6 flex flex-col gap-3">
          <Field label={t('notes.body')} required error={errors.body?.message}>
            {(control) => (
              <textarea
                rows={4}
                className={`${fieldControlLook} block w-full px-3 py-2`}
                {...control}
                {...form.register('body')}
              />
            )}
          </Field>
          <div>
            <SubmitButton size="md" pending={isSubmitting}>
              {t('notes.add')}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
