import { emailField } from '@volunteerly/contracts/users-schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useChangeEmail } from '../api/change-email.ts';

const fieldNames = ['email', 'password'] as const;
const schema = z.object({ email: emailField, password: z.string().min(1).max(1024) });

/** /profile-edit/email: a new address, confirmed by the current password and then by a link sent to it. */
export function ProfileEditEmailPage() {
  const { t } = useTranslation('profile');
  const currentUser = useCurrentUser();
  const changeEmail = useChangeEmail();
  const labels = useMemo(() => ({ email: t('email.newEmail'), password: t('email.currentPassword') }), [t]);
  const form = useAppForm({ schema, labels, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const problems = changeEmail.error ? apiProblemsOf(changeEmail.error, fieldNames) : undefined;
  const pending = currentUser.data?.unconfirmedEmail;

  const onValid = async (values: z.output<typeof schema>) => {
    try {
      await changeEmail.mutateAsync(values);
    } catch (error) {
      const { fields } = apiProblemsOf(error, fieldNames);
      let focus = true;
      for (const name of fieldNames) {
        const message = fields[name];
        if (!message) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
      return;
    }
    form.reset();
  };

  return (
    <div className="grid gap-5">
      <p>{t('email.current', { email: currentUser.data?.email ?? '' })}</p>
      {changeEmail.isSuccess ? (
        <Alert color="success" live title={t('email.sentTitle')}>
          {t('email.sentText', { email: changeEmail.data })}
        </Alert>
      ) : (
        pending && (
          <Alert color="info" title={t('email.pendingTitle')}>
            {t('email.pending', { email: pending })}
          </Alert>
        )
      )}
      {problems && problems.general.length > 0 && (
        <Alert color="danger" live title={t('email.failed')}>
          {problems.general.join(' ')}
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
        <TextField
          label={labels.password}
          hint={t('email.passwordHint')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('edit.saving')}>
            {t('email.submit')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
