import {
  applicationLimits,
  applicationStopReasons,
  type ApplicationStopReason,
} from '@volunteerly/contracts/applications';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';

// Named as the API's fields, so its 422 problems (/stop_reason, /stop_reason_detail, /note) land on them.
interface StopValues {
  /** Null while no reason is chosen (a radio group without a checked one). */
  stopReason: string | null;
  stopReasonDetail: string;
  note: string;
}

/** What the organisation records when a volunteer stops: why, an explanation, and a message to them. */
export interface StopChoice {
  reason: ApplicationStopReason;
  detail: string;
  note: string;
}

const empty: StopValues = { stopReason: null, stopReasonDetail: '', note: '' };
const stopFields = ['stopReason', 'stopReasonDetail', 'note'] as const;

const isStopReason = (value: string | null): value is ApplicationStopReason =>
  value !== null && (applicationStopReasons as readonly string[]).includes(value);

/**
 * Asks why a volunteer stopped (issue 31 §5): one reason from the list (required), an
 * explanation (required for "another reason"), and an optional message to the volunteer. The
 * reason stays with the organisation and the centre; the message is mailed.
 */
export function StopApplicationDialog({
  open,
  pending,
  submitError,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  pending: boolean;
  /** The last attempt's error: on its fields when the API names them, above the form otherwise. */
  submitError: unknown;
  onConfirm: (choice: StopChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('applications');
  const formId = useId();
  const schema = useMemo(
    (): z.ZodType<StopValues, StopValues> =>
      z
        .object({
          stopReason: z.string().nullable(),
          stopReasonDetail: z.string().trim().max(applicationLimits.stopReasonDetailMax),
          note: z.string().trim().max(applicationLimits.noteMax),
        })
        .superRefine((values, context) => {
          if (!isStopReason(values.stopReason)) {
            const message = t('actions.markStopped.reasonRequired');
            context.addIssue({ code: 'custom', path: ['stopReason'], message });
          }
          if (values.stopReason === 'other' && values.stopReasonDetail === '') {
            const message = t('actions.markStopped.detailRequired');
            context.addIssue({ code: 'custom', path: ['stopReasonDetail'], message });
          }
        }),
    [t],
  );
  const form = useAppForm<StopValues, StopValues>({
    schema,
    defaultValues: empty,
    labels: {
      stopReason: t('actions.markStopped.reason'),
      stopReasonDetail: t('actions.markStopped.detail'),
      note: t('actions.note'),
    },
  });
  const { reset, setError } = form;
  const errors = form.formState.errors;
  const reason = useWatch({ control: form.control, name: 'stopReason' });
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const { ref: registerReasonRef, ...reasonField } = form.register('stopReason');
  const reasonErrorId = `${formId}-reason-error`;
  const [general, setGeneral] = useState<string[]>([]);

  // Each opening starts empty.
  useEffect(() => {
    if (!open) return;
    reset(empty);
    setGeneral([]);
  }, [open, reset]);

  // The API's field problems land on their fields; the rest (a move no longer possible) above them.
  useEffect(() => {
    if (submitError) setGeneral(applyServerErrors<StopValues>(submitError, stopFields, setError));
  }, [submitError, setError]);

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('actions.markStopped.title')}
      description={t('actions.markStopped.description')}
      initialFocus={firstReasonRef}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} size="lg" color="primary" loading={pending}>
            {t('actions.markStopped.confirm')}
          </Button>
        </>
      }
    >
      {general.length > 0 && (
        <Alert color="danger" live title={t('actions.errors.failed')}>
          {general.join(' ')}
        </Alert>
      )}
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.submit((values) => {
          if (!isStopReason(values.stopReason)) return;
          onConfirm({ reason: values.stopReason, detail: values.stopReasonDetail, note: values.note });
        })}
      >
        <fieldset className="min-w-0" aria-describedby={errors.stopReason ? reasonErrorId : undefined}>
          <legend className="mb-2 text-sm font-semibold text-text">
            {t('actions.markStopped.reason')}
            <span aria-hidden="true" className="ms-0.5 text-error-700 dark:text-error-300">
              *
            </span>
          </legend>
          <div className="flex flex-col gap-2">
            {applicationStopReasons.map((code, index) => (
              <label key={code} className="flex items-start gap-2">
                <input
                  type="radio"
                  value={code}
                  required
                  aria-invalid={errors.stopReason ? true : undefined}
                  className="mt-1 size-4 shrink-0 accent-primary-700"
                  {...reasonField}
                  ref={(element) => {
                    registerReasonRef(element);
                    if (index === 0) firstReasonRef.current = element;
                  }}
                />
                <span>{t(`stopReasons.${code}`)}</span>
              </label>
            ))}
          </div>
          <p
            id={reasonErrorId}
            aria-live="polite"
            className="mt-2 text-sm font-semibold text-error-700 empty:hidden dark:text-error-300"
          >
            {errors.stopReason?.message}
          </p>
        </fieldset>
        <Field
          label={t('actions.markStopped.detail')}
          hint={t('actions.markStopped.detailHint')}
          error={errors.stopReasonDetail?.message}
          required={reason === 'other'}
        >
          {(control) => (
            <textarea
              rows={2}
              maxLength={applicationLimits.stopReasonDetailMax}
              className={`${fieldControlLook} block w-full px-3 py-2`}
              {...control}
              {...form.register('stopReasonDetail')}
            />
          )}
        </Field>
        <Field label={t('actions.note')} hint={t('actions.noteHint')} error={errors.note?.message}>
          {(control) => (
            <textarea
              rows={3}
              className={`${fieldControlLook} block w-full px-3 py-2`}
              {...control}
              {...form.register('note')}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
