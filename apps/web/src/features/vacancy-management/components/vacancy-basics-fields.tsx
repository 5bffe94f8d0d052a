import { vacancyLimits } from '@volunteerly/contracts/vacancies';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { VacancyOrganizationOption } from '../api/list-vacancy-organizations.ts';
import { FormSection } from './form-section.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';
import type { VacancyAppForm } from './vacancy-form-types.ts';
import { PublishMark, usePublishLabel } from './publish-mark.tsx';

function DescriptionField({ form }: { form: VacancyAppForm }) {
  const { t } = useTranslation('vacancy-management');
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Controller
      control={form.control}
      name="descriptionHtml"
      render={({ field, fieldState }) => (
        <div className="flex flex-col gap-1.5">
          <span id={labelId} className="text-sm font-semibold text-text">
            {t('fields.descriptionHtml')} <PublishMark />
          </span>
          <p id={hintId} className="text-sm text-muted-700 dark:text-muted-300">
            {t('form.descriptionHint')}
          </p>
          <LazyRichTextEditor
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelledBy={labelId}
            describedBy={fieldState.error ? `${hintId} ${errorId}` : hintId}
            invalid={Boolean(fieldState.error)}
          />
          <div aria-live="polite">
            {fieldState.error && (
              <p
                id={errorId}
                className="flex items-start gap-1.5 text-sm font-medium text-error-700 dark:text-error-300"
              >
                <Icon name="exclamation-triangle" className="mt-px size-4" />
                <span>{fieldState.error.message}</span>
              </p>
            )}
          </div>
        </div>
      )}
    />
  );
}

/** Title, summary, description and image; centre admins adding a vacancy also choose the organisation. */
export function VacancyBasicsFields({
  form,
  organizations,
}: {
  form: VacancyAppForm;
  /** Set when the user chooses the organisation (centre admins adding a vacancy). */
  organizations?: VacancyOrganizationOption[];
}) {
  const { t } = useTranslation('vacancy-management');
  const { register } = form;
  const errors = form.formState.errors;
  const [title, imageUrl] = useWatch({ control: form.control, name: ['title', 'imageUrl'] });
  const publishLabel = usePublishLabel(form);
  return (
    <FormSection title={t('form.basics')}>
      {organizations && (
        <Field label={t('fields.organizationId')} required error={errors.organizationId?.message}>
          {(control) => (
            <select
              className={`${fieldControlLook} block w-full px-3 py-2`}
              {...control}
              {...register('organizationId')}
            >
              <option value="">{t('form.chooseOrganization')}</option>
              {organizations.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextField
        label={t('fields.title')}
        required
        maxLength={vacancyLimits.titleMax}
        error={errors.title?.message}
        {...register('title')}
      />
      <Field label={publishLabel('summary')} hint={t('form.summaryHint')} error={errors.summary?.message}>
        {(control) => (
          <textarea
            rows={3}
            maxLength={vacancyLimits.summaryMax}
            className={`${fieldControlLook} block w-full px-3 py-2`}
            {...control}
            {...register('summary')}
          />
        )}
      </Field>
      <DescriptionField form={form} />
      {/* The upload only (issue 31 §4): an image a vacancy already has by web address stays and shows. */}
      <ImageUploadField
        imageUrl={imageUrl}
        title={title}
        error={errors.imageUrl?.message}
        onUploaded={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
        onRemoved={() => form.setValue('imageUrl', '', { shouldDirty: true })}
      />
    </FormSection>
  );
}
