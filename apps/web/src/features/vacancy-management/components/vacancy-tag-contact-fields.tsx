import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useVacancyTags, vacancyTagKinds, type VacancyTagKind } from '../api/list-vacancy-tags.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { FormSection } from './form-section.tsx';
import type { VacancyAppForm } from './vacancy-form-types.ts';
import { ContactPrefillNote } from './contact-prefill.tsx';

const fieldOfKind = {
  category: 'categoryIds',
  skill: 'skillIds',
  target_group: 'targetGroupIds',
} as const satisfies Record<VacancyTagKind, string>;

/** Categories, skills and target groups, chosen from the centre's tags. */
export function VacancyTagFields({ form }: { form: VacancyAppForm }) {
  const { t } = useTranslation('vacancy-management');
  const tags = useVacancyTags();
  let content;
  if (tags.isPending) content = <Spinner label={t('form.tagsLoading')} showLabel />;
  else if (tags.isError) {
    content = (
      <LoadFailedAlert title={t('form.tagsLoadFailed')} error={tags.error} onRetry={() => void tags.refetch()} />
    );
  } else {
    content = vacancyTagKinds.map((kind) =>
      tags.data[kind].length === 0 ? null : (
        <Controller
          key={kind}
          control={form.control}
          name={fieldOfKind[kind]}
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend={t(`tagKinds.${kind}`)}
              options={tags.data[kind].map((tag) => ({ value: tag.id, label: tag.name }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      ),
    );
  }
  return <FormSection title={t('form.tags')}>{content}</FormSection>;
}

/**
 * The contact person, the expiry date and sharing with other centres. `prefilledFrom` names the
 * organisation whose contact person a new vacancy started with.
 */
export function VacancyContactFields({ form, prefilledFrom }: { form: VacancyAppForm; prefilledFrom?: string }) {
  const { t } = useTranslation('vacancy-management');
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <FormSection title={t('form.contact')}>
      <TextField
        label={t('fields.contactName')}
        autoComplete="off"
        error={errors.contactName?.message}
        {...register('contactName')}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.contactEmail')}
          type="email"
          autoComplete="off"
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <TextField
          label={t('fields.contactPhone')}
          type="tel"
          autoComplete="off"
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
      </div>
      {prefilledFrom && <ContactPrefillNote organizationName={prefilledFrom} />}
      <TextField
        label={t('fields.expiresOn')}
        hint={t('form.expiresOnHint')}
        type="date"
        className="max-w-64"
        error={errors.expiresOn?.message}
        {...register('expiresOn')}
      />
      <label className="inline-flex items-start gap-2">
        <input type="checkbox" className="mt-1 size-4 accent-primary-700" {...register('sharedWithCenters')} />
        <span>
          {t('fields.sharedWithCenters')}
          <span className="block text-sm text-muted-700 dark:text-muted-300">{t('form.sharedWithCentersHint')}</span>
        </span>
      </label>
    </FormSection>
  );
}
