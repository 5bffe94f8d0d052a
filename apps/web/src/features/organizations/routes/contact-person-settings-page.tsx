import { emailField, personNameField, phoneField } from '@volunteerly/contracts/users-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import type { Organization } from '../api/organization-types.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';
import { SelectedOrganization } from './organization-settings-page.tsx';

const contactSchema = z.object({
  contactName: z.union([z.literal(''), personNameField]),
  contactEmail: z.union([z.literal(''), emailField]),
  contactPhone: z.union([z.literal(''), phoneField]),
});
const contactFieldNames = ['contactName', 'contactEmail', 'contactPhone'] as const;

function ContactPersonForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const updateOrganization = useUpdateOrganization();
  const [problems, setProblems] = useState<string[]>([]);
  const labels = useMemo(
    () => Object.fromEntries(contactFieldNames.map((name) => [name, t(`settings.contact.${name}`)])),
    [t],
  );
  const form = useAppForm({
    schema: contactSchema,
    labels,
    defaultValues: {
      contactName: organization.profile?.contactName ?? '',
      contactEmail: organization.profile?.contactEmail ?? '',
      contactPhone: organization.profile?.contactPhone ?? '',
    },
  });
  const onValid = async (values: z.output<typeof contactSchema>) => {
    setProblems([]);
    try {
      await updateOrganization.mutateAsync({
        id: organization.id,
        organization: {
          profile: {
            contactName: values.contactName || null,
            contactEmail: values.contactEmail || null,
            contactPhone: values.contactPhone || null,
          },
        },
      });
      toast.add({ color: 'success', title: t('settings.contact.saved') });
    } catch (error) {
      const { fields, general } = apiProblemsOf(error, contactFieldNames);
      for (const name of contactFieldNames) {
        if (fields[name]) form.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: true });
      }
      setProblems(general);
    }
  };
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.submit(onValid)} className="grid max-w-xl gap-5">
      {problems.length > 0 && (
        <Alert color="danger" live title={t('saveFailed')}>
          {problems.join(' ')}
        </Alert>
      )}
      <TextField
        label={t('settings.contact.contactName')}
        autoComplete="name"
        error={errors.contactName?.message}
        {...form.register('contactName')}
      />
      <TextField
        label={t('settings.contact.contactEmail')}
        type="email"
        autoComplete="email"
        error={errors.contactEmail?.message}
        {...form.register('contactEmail')}
      />
      <TextField
        label={t('settings.contact.contactPhone')}
        type="tel"
        autoComplete="tel"
        error={errors.contactPhone?.message}
        {...form.register('contactPhone')}
      />
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
          {t('edit.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** /instellingen/contact-person: who volunteers and the centre can reach at the selected organisation. */
export function ContactPersonSettingsPage() {
  const { t } = useTranslation('organizations');
  return (
    <SelectedOrganization>
      {(organization) => (
        <>
          <h2 className="mb-2 font-heading text-2xl font-semibold text-text">{t('settings.contact.title')}</h2>
          <p className="mb-6 text-muted-700 dark:text-muted-300">
            {t('settings.contact.description', { name: organization.name })}
          </p>
          <ContactPersonForm key={organization.id} organization={organization} />
        </>
      )}
    </SelectedOrganization>
  );
}
