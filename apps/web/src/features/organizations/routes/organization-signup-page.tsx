import type { UserLocale } from '@volunteerly/contracts/users';
import { emailField, newPasswordField, personNameField, phoneField } from '@volunteerly/contracts/users-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toLanguage } from '@volunteerly/site/languages';
import { useSignUpOrganization } from '../api/sign-up-organization.ts';
import {
  OrganizationAddressFields,
  OrganizationBasicsFields,
  organizationFormSchema,
  organizationFormValues,
  organizationInputOf,
} from '../components/organization-fields.tsx';

// The organisation's own e-mail and phone are left out here: at sign-up those of the account are asked.
const makeSignUpSchema = (mismatch: string) =>
  organizationFormSchema
    .omit({ email: true, phone: true })
    .extend({
      email: emailField,
      phone: z.union([z.literal(''), phoneField]),
      firstName: personNameField,
      lastName: personNameField,
      password: newPasswordField,
      passwordConfirmation: z.string().min(1).max(1024),
    })
    .refine((values) => values.password === values.passwordConfirmation, {
      message: mismatch,
      path: ['passwordConfirmation'],
    });
type SignUpOutput = z.output<ReturnType<typeof makeSignUpSchema>>;
const accountFieldNames = ['email', 'phone', 'firstName', 'lastName', 'password', 'passwordConfirmation'] as const;
const organizationFieldNames = [
  'name',
  'type',
  'description',
  'websiteUrl',
  'kvkNumber',
  'street',
  'houseNumber',
  'postcode',
  'city',
] as const;
const fieldNames = [...organizationFieldNames, ...accountFieldNames];

/** /organizations/signup (public): an organisation and its first admin account in one form; pending until approved. */
export function OrganizationSignupPage() {
  const { t, i18n } = useTranslation('organizations');
  const navigate = useNavigate();
  const signUp = useSignUpOrganization();
  const [problems, setProblems] = useState<string[]>([]);
  const labels = useMemo(
    () =>
      Object.fromEntries(
        fieldNames.map((name) => [
          name,
          (accountFieldNames as readonly string[]).includes(name) ? t(`signup.fields.${name}`) : t(`fields.${name}`),
        ]),
      ),
    [t],
  );
  const schema = useMemo(() => makeSignUpSchema(t('signup.passwordMismatch')), [t]);
  const form = useAppForm({
    schema,
    labels,
    defaultValues: {
      ...organizationFormValues(),
      email: '',
      phone: '',
      targetGroupIds: [],
      firstName: '',
      lastName: '',
      password: '',
      passwordConfirmation: '',
    },
  });

  const onValid = async (values: SignUpOutput) => {
    setProblems([]);
    const { profile, address, name, type } = organizationInputOf({ ...values, email: '', phone: '' });
    try {
      await signUp.mutateAsync({
        organization: {
          name,
          type,
          profile: { description: profile.description, websiteUrl: profile.websiteUrl, kvkNumber: profile.kvkNumber },
          address,
        },
        user: {
          email: values.email,
          phone: values.phone || null,
          firstName: values.firstName,
          lastName: values.lastName,
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
          locale: toLanguage(i18n.resolvedLanguage ?? i18n.language) as UserLocale,
        },
      });
      await navigate('/organizations/signup/success', { state: { email: values.email, organization: name } });
    } catch (error) {
      const { fields, general } = apiProblemsOf(error, fieldNames);
      let focus = true;
      for (const name of fieldNames) {
        if (!fields[name]) continue;
        form.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: focus });
        focus = false;
      }
      setProblems(general);
    }
  };

  const errors = form.formState.errors;
  const organizationParts = {
    register: form.register as unknown as Parameters<typeof OrganizationBasicsFields>[0]['register'],
    errors: errors as Parameters<typeof OrganizationBasicsFields>[0]['errors'],
  };
  return (
    <>
      <PageHeader title={t('signup.title')} description={t('signup.description')} />
      <form noValidate onSubmit={form.submit(onValid)} className="grid max-w-3xl gap-6">
        {problems.length > 0 && (
          <Alert color="danger" live title={t('signup.failed')}>
            {problems.join(' ')}
          </Alert>
        )}
        <OrganizationBasicsFields {...organizationParts} contact={false} />
        <OrganizationAddressFields {...organizationParts} />
        <fieldset className="grid gap-5 rounded-ui-lg border border-muted-200 p-5 dark:border-muted-800">
          <legend className="px-1 font-heading text-lg font-semibold text-text">{t('signup.account')}</legend>
          <p className="text-sm text-muted-700 dark:text-muted-300">{t('signup.accountHint')}</p>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              label={t('signup.fields.firstName')}
              required
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              label={t('signup.fields.lastName')}
              required
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              label={t('signup.fields.email')}
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextField
              label={t('signup.fields.phone')}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              label={t('signup.fields.password')}
              hint={t('signup.passwordHint')}
              type="password"
              required
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <TextField
              label={t('signup.fields.passwordConfirmation')}
              type="password"
              required
              autoComplete="new-password"
              error={errors.passwordConfirmation?.message}
              {...form.register('passwordConfirmation')}
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
            {t('signup.submit')}
          </SubmitButton>
          <p>
            {t('signup.haveAccount')}{' '}
            <Link
              to="/auth/login-1"
              className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
            >
              {t('signup.signIn')}
            </Link>
          </p>
        </div>
      </form>
    </>
  );
}
