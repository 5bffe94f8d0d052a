import type { CenterContact } from '@volunteerly/contracts/resources/volunteer-centers';
import { emailField, personNameField, phoneField, postcodeField } from '@volunteerly/contracts/users-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useUpdateCenterProfile } from '../api/update-center-profile.ts';

const optional = <Schema extends z.ZodType>(schema: Schema) => z.union([z.literal(''), schema]);
const addressLine = z.string().trim().max(100);

const contactSchema = z.object({
  email: optional(emailField),
  phone: optional(phoneField),
  street: addressLine,
  postcode: optional(postcodeField),
  city: addressLine,
  personName: optional(personNameField),
  personEmail: optional(emailField),
  personPhone: optional(phoneField),
});
const fieldNames = [
  'email',
  'phone',
  'street',
  'postcode',
  'city',
  'personName',
  'personEmail',
  'personPhone',
] as const;

/** '3511AB' as people type it: '3511 AB'. */
function shownPostcode(postcode: string | null | undefined): string {
  return postcode && /^\d{4}[A-Z]{2}$/.test(postcode)
    ? `${postcode.slice(0, 4)} ${postcode.slice(4)}`
    : (postcode ?? '');
}

/**
 * The centre's contact details and contact person (on /instellingen/footer): shown in the site
 * footer, the privacy and accessibility statements and every mail. An empty field clears that part.
 */
export function CenterContactForm({
  contact,
  onSaved,
}: {
  contact: CenterContact | undefined;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const save = useUpdateCenterProfile(onSaved);
  const [problems, setProblems] = useState<string[]>([]);
  const labels = useMemo(() => Object.fromEntries(fieldNames.map((name) => [name, t(`centerContact.${name}`)])), [t]);
  const form = useAppForm({
    schema: contactSchema,
    labels,
    defaultValues: {
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      street: contact?.street ?? '',
      postcode: shownPostcode(contact?.postcode),
      city: contact?.city ?? '',
      personName: contact?.personName ?? '',
      personEmail: contact?.personEmail ?? '',
      personPhone: contact?.personPhone ?? '',
    },
  });
  const onValid = async (values: z.output<typeof contactSchema>) => {
    setProblems([]);
    try {
      await save.mutateAsync({
        contact: Object.fromEntries(fieldNames.map((name) => [name, values[name] || null])),
      });
      toast.add({ color: 'success', title: t('centerContact.saved') });
    } catch (error) {
      const { fields, general } = apiProblemsOf(error, fieldNames);
      for (const name of fieldNames) {
        if (fields[name]) form.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: true });
      }
      setProblems(general);
    }
  };
  const errors = form.formState.errors;
  const field = (name: (typeof fieldNames)[number], type: 'email' | 'tel' | 'text', autoComplete: string) => (
    <TextField
      label={t(`centerContact.${name}`)}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <form noValidate onSubmit={form.submit(onValid)} className="grid max-w-xl gap-5">
      <div>
        <h2 className="font-heading text-2xl font-semibold">{t('centerContact.title')}</h2>
        <p className="mt-1 text-muted-700 dark:text-muted-300">{t('centerContact.intro')}</p>
      </div>
      {problems.length > 0 && (
        <Alert color="danger" live title={t('saveFailed')}>
          {problems.join(' ')}
        </Alert>
      )}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      {field('street', 'text', 'street-address')}
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        {field('postcode', 'text', 'postal-code')}
        {field('city', 'text', 'address-level2')}
      </div>
      <fieldset className="grid gap-5 rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
        <legend className="px-1 font-semibold text-text">{t('centerContact.personLegend')}</legend>
        {field('personName', 'text', 'off')}
        {field('personEmail', 'email', 'off')}
        {field('personPhone', 'tel', 'off')}
      </fieldset>
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('centerContact.save')}>
          {t('centerContact.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
