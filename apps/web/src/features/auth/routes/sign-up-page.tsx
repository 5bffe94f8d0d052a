import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import { emailField, newPasswordField, personNameField } from '@volunteerly/contracts/users-schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toLanguage } from '@volunteerly/site/languages';
import { apiProblemsOf, type ApiProblems } from '../../../lib/api/api-problems.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthLinks, AuthPanel, authLinkClasses } from '../components/auth-panel.tsx';
import { NewPasswordFields } from '../components/password-fields.tsx';

const signUpFieldNames = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'locale'] as const;

/** Where the sign-up success page is; it shows the address from the navigation state. */
export const signUpSuccessPath = '/signup/success';

/** /signup: a volunteer creates an account; the API's 422 messages land on their fields. */
export function SignUpPage() {
  const { t, i18n } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const schema = useMemo(
    () =>
      z
        .object({
          firstName: personNameField,
          lastName: personNameField,
          email: emailField,
          password: newPasswordField,
          passwordConfirmation: z.string().min(1).max(1024),
          locale: z.enum(userLocales),
        })
        .refine((values) => values.password === values.passwordConfirmation, {
          message: t('fields.passwordMismatch'),
          path: ['passwordConfirmation'],
        }),
    [t],
  );
  const labels = useMemo(
    () => Object.fromEntries(signUpFieldNames.map((name) => [name, t(`fields.${name}`)])) as Record<string, string>,
    [t],
  );
  const form = useAppForm({
    schema,
    labels,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      locale: toLanguage(i18n.resolvedLanguage ?? i18n.language) as UserLocale,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const problems: ApiProblems | undefined = signUp.error ? apiProblemsOf(signUp.error, signUpFieldNames) : undefined;

  const onValid = async (values: z.output<typeof schema>) => {
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      const { fields } = apiProblemsOf(error, signUpFieldNames);
      let focus = true;
      for (const name of signUpFieldNames) {
        const message = fields[name];
        if (!message) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
      return;
    }
    await navigate(signUpSuccessPath, { state: { email: values.email } });
  };

  const hasFieldProblems = problems !== undefined && Object.keys(problems.fields).length > 0;
  return (
    <AuthPanel title={t('signUp.title')} description={t('signUp.description')}>
      {problems && (problems.general.length > 0 || hasFieldProblems) && (
        <Alert color="danger" live title={t('signUp.failedTitle')}>
          {problems.general.length > 0 ? problems.general.join(' ') : t('signUp.checkFields')}
        </Alert>
      )}
      <form noValidate onSubmit={form.submit(onValid)} className="grid gap-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            label={labels['firstName']}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={labels['lastName']}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label={labels['email']}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordFields register={form.register} errors={errors} passwordLabel={t('fields.password')} />
        <Field label={labels['locale']} hint={t('fields.localeHint')} error={errors.locale?.message} required>
          {(control) => (
            <select className={`${fieldControlLook} block w-full px-3 py-2`} {...control} {...form.register('locale')}>
              {userLocales.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {tCommon(`language.names.${locale}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('signUp.pending')}>
            {t('signUp.submit')}
          </SubmitButton>
        </div>
      </form>
      <AuthLinks>
        <p>
          {t('signUp.haveAccount')}{' '}
          <Link to="/inloggen" className={authLinkClasses}>
            {t('signUp.signIn')}
          </Link>
        </p>
      </AuthLinks>
    </AuthPanel>
  );
}
