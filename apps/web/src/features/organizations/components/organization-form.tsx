import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import type { Organization } from '../api/organization-types.ts';
import {
  OrganizationAddressFields,
  OrganizationBasicsFields,
  OrganizationExtraFields,
  OrganizationTargetGroupFields,
  organizationFormFieldNames,
  organizationFormSchema,
  organizationFormValues,
  type OrganizationFormOutput,
} from './organization-fields.tsx';

/**
 * The organisation form of the add and edit pages: basics, profile extras and
 * address. `onSave` throws the API's error; its 422 messages land on their fields.
 */
export function OrganizationForm({
  organization,
  submitLabel,
  onSave,
  footer,
}: {
  organization?: Organization;
  submitLabel: string;
  onSave: (values: OrganizationFormOutput) => Promise<void>;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('organizations');
  const [problems, setProblems] = useState<string[]>([]);
  const labels = useMemo(
    () =>
      Object.fromEntries(
        organizationFormFieldNames.map((name) => [
          name,
          ['facebook', 'instagram', 'linkedin', 'x', 'youtube'].includes(name)
            ? t(`fields.social.${name}`)
            : t(`fields.${name}`),
        ]),
      ),
    [t],
  );
  const form = useAppForm({
    schema: organizationFormSchema,
    labels,
    defaultValues: organizationFormValues(organization),
  });

  const onValid = async (values: OrganizationFormOutput) => {
    setProblems([]);
    try {
      await onSave(values);
    } catch (error) {
      const { fields, general } = apiProblemsOf(error, organizationFormFieldNames);
      let focus = true;
      for (const name of organizationFormFieldNames) {
        if (!fields[name]) continue;
        form.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: focus });
        focus = false;
      }
      setProblems(general);
    }
  };

  const parts = { register: form.register, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={form.submit(onValid)} className="grid max-w-3xl gap-6">
      {problems.length > 0 && (
        <Alert color="danger" live title={t('saveFailed')}>
          {problems.join(' ')}
        </Alert>
      )}
      <OrganizationBasicsFields {...parts} />
      <OrganizationAddressFields {...parts} />
      <OrganizationTargetGroupFields {...parts} />
      <OrganizationExtraFields {...parts} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
          {submitLabel}
        </SubmitButton>
        {footer}
      </div>
    </form>
  );
}
