import { emailField } from '@volunteerly/contracts/users-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthLinks, AuthPanel, authLinkClasses } from '../components/auth-panel.tsx';

const recoverSchema = z.object({ email: emailField });

/** /auth/recover: asks for a reset mail; the answer never tells whether the account exists. */
export function RecoverPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string>();
  const labels = useMemo(() => ({ email: t('fields.email') }), [t]);
  const form = useAppForm({ schema: recoverSchema, labels, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ email }: z.output<typeof recoverSchema>) => {
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch {
      // Shown from request.error.
    }
  };

  const back = (
    <AuthLinks>
      <p>
        <Link to="/inloggen" className={authLinkClasses}>
          {t('recover.backToSignIn')}
        </Link>
      </p>
    </AuthLinks>
  );

  if (sentTo !== undefined) {
    return (
      <AuthPanel title={t('recover.title')}>
        <Alert color="success" live title={t('recover.sentTitle')}>
          {t('recover.sentText', { email: sentTo })}
        </Alert>
        {back}
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('recover.title')} description={t('recover.description')}>
      {request.error && (
        <Alert color="danger" live title={t('recover.failedTitle')}>
          {request.error.message}
        </Alert>
      )}
      <form noValidate onSubmit={form.submit(onValid)} className="grid gap-5">
        <TextField
          label={labels.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('recover.pending')}>
            {t('recover.submit')}
          </SubmitButton>
        </div>
      </form>
      {back}
    </AuthPanel>
  );
}
