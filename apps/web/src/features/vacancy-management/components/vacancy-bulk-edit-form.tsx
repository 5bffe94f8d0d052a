import { isoDateField } from '@volunteerly/contracts/vacancies-schemas';
import { emailField, phoneField } from '@volunteerly/contracts/users-schemas';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import type { VacancyBulkChanges } from '../api/bulk-update-vacancies.ts';
import { useVacancyTags, vacancyTagKinds } from '../api/list-vacancy-tags.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { FormSection } from './form-section.tsx';

const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
const bulkStatuses = ['published', 'closed', 'archived'] as const;

const bulkEditSchema = z.object({
  status: z.union([z.literal(''), z.enum(bulkStatuses)]),
  addTagIds: z.array(z.string()).max(50),
  removeTagIds: z.array(z.string()).max(50),
  startsOn: optional(isoDateField),
  endsOn: optional(isoDateField),
  expiresOn: optional(isoDateField),
  contactName: z.string().trim().max(120),
  contactEmail: optional(emailField),
  contactPhone: optional(phoneField),
});
type BulkEditValues = z.input<typeof bulkEditSchema>;
type BulkEditOutput = z.output<typeof bulkEditSchema>;
const textFields = ['startsOn', 'endsOn', 'expiresOn', 'contactName', 'contactEmail', 'contactPhone'] as const;

const blank: BulkEditValues = {
  status: '',
  addTagIds: [],
  removeTagIds: [],
  startsOn: '',
  endsOn: '',
  expiresOn: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
};

/**
 * The changes of a bulk edit: only what the user filled in or ticked is sent;
 * every field starts empty, so an empty field means 'leave as it is'.
 */
export function bulkChangesOf(values: BulkEditOutput): VacancyBulkChanges {
  const changes: VacancyBulkChanges = {};
  if (values.status) changes.status = values.status;
  if (values.addTagIds.length > 0) changes.addTagIds = values.addTagIds;
  if (values.removeTagIds.length > 0) changes.removeTagIds = values.removeTagIds;
  for (const name of textFields) if (values[name] !== '') changes[name] = values[name];
  return changes;
}

/** The bulk edit form: status, tags to add and remove, dates and contact person. */
export function VacancyBulkEditForm({
  count,
  onSave,
}: {
  count: number;
  /** Throws the API's error. */
  onSave: (changes: VacancyBulkChanges) => Promise<void>;
}) {
  const { t } = useTranslation('vacancy-management');
  const tags = useVacancyTags();
  const [problems, setProblems] = useState<string[]>([]);
  const labels = useMemo(() => Object.fromEntries(textFields.map((name) => [name, t(`fields.${name}`)])), [t]);
  const form = useAppForm({ schema: bulkEditSchema, labels, defaultValues: blank });
  const { register } = form;
  const errors = form.formState.errors;

  const handleValid = async (values: BulkEditOutput) => {
    const changes = bulkChangesOf(values);
    if (Object.keys(changes).length === 0) {
      setProblems([t('bulkEdit.nothingChanged')]);
      return;
    }
    setProblems([]);
    try {
      await onSave(changes);
    } catch (error) {
      setProblems([error instanceof Error ? error.message : String(error)]);
    }
  };

  const tagGroups = (name: 'addTagIds' | 'removeTagIds') => {
    if (tags.isPending) return <Spinner label={t('form.tagsLoading')} showLabel />;
    if (tags.isError) {
      return (
        <LoadFailedAlert title={t('form.tagsLoadFailed')} error={tags.error} onRetry={() => void tags.refetch()} />
      );
    }
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <>
            {vacancyTagKinds.map((kind) =>
              tags.data[kind].length === 0 ? null : (
                <CheckboxGroup
                  key={kind}
                  legend={t(`tagKinds.${kind}`)}
                  options={tags.data[kind].map((tag) => ({ value: tag.id, label: tag.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              ),
            )}
          </>
        )}
      />
    );
  };

  return (
    <form noValidate onSubmit={form.submit(handleValid)} className="grid max-w-3xl gap-6">
      <p className="text-muted-700 dark:text-muted-300">{t('bulkEdit.onlyChanged')}</p>
      {problems.length > 0 && (
        <Alert color="danger" live title={t('bulkEdit.failed')}>
          {problems.join(' ')}
        </Alert>
      )}
      <FormSection title={t('fields.status')}>
        <Field label={t('bulkEdit.newStatus')}>
          {(control) => (
            <select className={`${fieldControlLook} block w-full px-3 py-2`} {...control} {...register('status')}>
              <option value="">{t('bulkEdit.leaveStatus')}</option>
              {bulkStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`bulkEdit.statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FormSection>
      <FormSection title={t('bulkEdit.addTags')}>{tagGroups('addTagIds')}</FormSection>
      <FormSection title={t('bulkEdit.removeTags')}>{tagGroups('removeTagIds')}</FormSection>
      <FormSection title={t('bulkEdit.dates')}>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
          {(['startsOn', 'endsOn', 'expiresOn'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`fields.${name}`)}
              type="date"
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('form.contact')}>
        <TextField label={t('fields.contactName')} error={errors.contactName?.message} {...register('contactName')} />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            label={t('fields.contactEmail')}
            type="email"
            error={errors.contactEmail?.message}
            {...register('contactEmail')}
          />
          <TextField
            label={t('fields.contactPhone')}
            type="tel"
            error={errors.contactPhone?.message}
            {...register('contactPhone')}
          />
        </div>
      </FormSection>
      <div>
        <SubmitButton size="lg" pending={form.formState.isSubmitting} pendingLabel={t('form.saving')}>
          {t('bulkEdit.submit', { count })}
        </SubmitButton>
      </div>
    </form>
  );
}
