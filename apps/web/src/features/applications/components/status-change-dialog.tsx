import { applicationLimits } from '@volunteerly/contracts/applications';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import type { ApplicationAction } from '../api/application-types.ts';

interface NoteValues {
  note: string;
}

// The note is optional; when given it goes to the applicant by e-mail.
const noteSchema: z.ZodType<NoteValues, NoteValues> = z.object({
  note: z.string().trim().max(applicationLimits.noteMax),
});

/** Asks to confirm a status move of the organisation side, with an optional message to the applicant. */
export function StatusChangeDialog({
  action,
  pending,
  problem,
  onConfirm,
  onCancel,
}: {
  /** The action being confirmed; null keeps the dialog closed. */
  action: Exclude<ApplicationAction, 'withdraw'> | null;
  pending: boolean;
  /** Why the last attempt failed: a title and the API's explanation. */
  problem: { title: string; message: string } | undefined;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('applications');
  const formId = useId();
  const form = useAppForm<NoteValues, NoteValues>({
    schema: noteSchema,
    defaultValues: { note: '' },
    labels: { note: t('actions.note') },
  });
  const { reset } = form;
  const error = form.formState.errors.note?.message;
  const { ref: registerNoteRef, ...noteField } = form.register('note');
  // Focus starts in the message box: writing to the applicant is the one thing to do here.
  const noteRef = useRef<HTMLTextAreaElement>(null);

  // Each opening starts with an empty message.
  useEffect(() => {
    if (action) reset({ note: '' });
  }, [action, reset]);

  return (
    <Dialog
      open={action !== null}
      onClose={onCancel}
      title={action ? t(`actions.${action}.title`) : ''}
      description={action ? t(`actions.${action}.description`) : undefined}
      initialFocus={noteRef}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            size="lg"
            color={action === 'reject' ? 'danger' : 'primary'}
            loading={pending}
          >
            {action ? t(`actions.${action}.confirm`) : ''}
          </Button>
        </>
      }
    >
      {problem && (
        <Alert color="danger" live title={problem.title}>
          {problem.message}
        </Alert>
      )}
      <form id={formId} noValidate onSubmit={form.submit((values) => onConfirm(values.note))}>
        <Field label={t('actions.note')} hint={t('actions.noteHint')} error={error}>
          {(control) => (
            <textarea
              rows={4}
              className={`${fieldControlLook} block w-full px-3 py-2`}
              {...control}
              {...noteField}
              ref={(element) => {
                registerNoteRef(element);
                noteRef.current = element;
              }}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
