import { newPasswordField } from '@volunteerly/contracts/users-schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useAuthStatus } from '../../../lib/api/session-store.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { AuthLinks, AuthPanel, authLinkClasses } from '../components/auth-panel.tsx';
import { NewPasswordFields } from '../components/password-fields.tsx';

const passwordFieldNames = ['password', 'passwordConfirmation', 'currentPassword'] as const;

function usePasswordSchema(withCurrent: boolean) {
  const { t } = useTranslation('auth');
  return useMemo(
    () =>
      z
        .object({
          currentPassword: withCurrent ? z.string().min(1).max(1024) : z.string().optional(),
          password: newPasswordField,
          passwordConfirmation: z.string().min(1).max(1024),
        })
        .refine((values) => values.password === values.passwordConfirmation, {
          message: t('fields.passwordMismatch'),
          path: ['passwordConfirmation'],
        }),
    [t, withCurrent],
  );
}

/**
 * /auth/reset: a new password with the token of a reset or invitation mail
 * (`reset_password_token`); signed in without a token, a change of password
 * that asks for the current one; otherwise spec §5's missing-token message.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('reset_password_token') ?? '';
  const signedIn = useAuthStatus() === 'SIGNED_IN';

  if (!token && !signedIn) {
    return (
      <AuthPanel title={t('reset.title')}>
        <Alert color="warning" title={t('reset.missingTokenTitle')}>
          <p>{t('reset.missingToken')}</p>
          <p className="mt-2">{t('reset.missingTokenHelp')}</p>
        </Alert>
        <AuthLinks>
          <p>
            <Link to="/auth/recover" className={authLinkClasses}>
              {t('reset.requestNew')}
            </Link>
          </p>
        </AuthLinks>
      </AuthPanel>
    );
  }
  return <PasswordForm token={token} />;
}

function PasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const withCurrent = !token;
  const schema = usePasswordSchema(withCurrent);
  const labels = useMemo(
    () => ({
      currentPassword: t('fields.currentPassword'),
      password: t('fields.newPassword'),
      passwordConfirmation: t('fields.passwordConfirmation'),
    }),
    [t],
  );
  const form = useAppForm({
    schema,
    labels,
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const problems = update.error ? apiProblemsOf(update.error, passwordFieldNames) : undefined;
  // A 422 that names no field is the refused token (devise's message shape carries no pointer).
  const tokenRefused =
    Boolean(token) &&
    isApiError(update.error) &&
    update.error.statusCode === 422 &&
    problems !== undefined &&
    Object.keys(problems.fields).length === 0;

  const onValid = async (values: z.output<typeof schema>) => {
    const { password, passwordConfirmation } = values;
    try {
      await update.mutateAsync(
        token
          ? { password, passwordConfirmation, resetPasswordToken: token }
          : { password, passwordConfirmation, currentPassword: values.currentPassword ?? '' },
      );
    } catch (error) {
      const fields = apiProblemsOf(error, passwordFieldNames).fields;
      for (const name of passwordFieldNames) {
        const message = fields[name];
        if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
      }
      return;
    }
    if (token) {
      toast.add({ color: 'success', title: t('reset.savedTitle'), message: t('reset.savedSignIn') });
      await navigate('/inloggen', { replace: true });
    } else {
      toast.add({ color: 'success', title: t('reset.savedTitle'), message: t('reset.savedChanged') });
      form.reset();
      update.reset();
    }
  };

  return (
    <AuthPanel
      title={t('reset.title')}
      description={withCurrent ? t('reset.changeDescription') : t('reset.description')}
    >
      {tokenRefused ? (
        <Alert
          color="danger"
          live
          title={t('reset.invalidTokenTitle')}
          actions={
            <Link to="/auth/recover" className={authLinkClasses}>
              {t('reset.requestNew')}
            </Link>
          }
        >
          {problems?.general.join(' ')}
        </Alert>
      ) : (
        problems &&
        problems.general.length > 0 && (
          <Alert color="danger" live title={t('reset.failedTitle')}>
            {problems.general.join(' ')}
          </Alert>
        )
      )}
      <form noValidate onSubmit={form.submit(onValid)} className="grid gap-5">
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        {withCurrent && (
          <TextField
            label={labels.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        )}
        <NewPasswordFields register={form.register} errors={errors} passwordLabel={labels.password} />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('reset.pending')}>
            {t('reset.submit')}
          </SubmitButton>
        </div>
      </form>
    </AuthPanel>
  );
}
