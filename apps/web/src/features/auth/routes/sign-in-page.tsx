import { emailField } from '@volunteerly/contracts/users-schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toSafeInternalPath } from '../../../lib/navigation/safe-url.ts';
import { useNavigateSafely } from '../../../lib/navigation/use-navigate-safely.ts';
import { SignInError, useSignIn, type SignInFailure } from '../api/sign-in.ts';
import { AuthLinks, AuthPanel, authLinkClasses } from '../components/auth-panel.tsx';

const signInSchema = z.object({ email: emailField, password: z.string().min(1).max(1024) });

/** Where sign-in leads without a (usable) `redirect`: the role-aware start page. */
export const afterSignInPath = '/dashboard';

/** The `redirect` query parameter as an in-app path; the dashboard when it is missing or leaves the site. */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect) return afterSignInPath;
  try {
    return toSafeInternalPath(redirect);
  } catch {
    return afterSignInPath;
  }
}

function failureOf(error: unknown): SignInFailure | undefined {
  if (!error) return undefined;
  if (error instanceof SignInError) return error.failure;
  return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
}

/** Spec §8: an account of another partner signed in here. */
function WrongCenterScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const { t: tAuth } = useTranslation('auth');
  return (
    <AuthPanel title={t('errors.wrongCenter.title')} description={t('errors.wrongCenter.description')}>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/" color="primary" size="lg">
          {t('errors.backToHome')}
        </ButtonLink>
        <button type="button" onClick={onRetry} className={authLinkClasses}>
          {tAuth('signIn.tryAgain')}
        </button>
      </div>
    </AuthPanel>
  );
}

/** /auth/login-1 and /inloggen: e-mail and password, then back to where the user came from. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigateSafely = useNavigateSafely();
  const signIn = useSignIn();
  const labels = useMemo(() => ({ email: t('fields.email'), password: t('fields.password') }), [t]);
  const form = useAppForm({ schema: signInSchema, labels, defaultValues: { email: '', password: '' } });
  const { register, formState } = form;
  const { errors } = formState;
  const failure = failureOf(signIn.error);

  const onValid = async (values: z.output<typeof signInSchema>) => {
    try {
      await signIn.mutateAsync(values);
    } catch {
      // Shown from signIn.error below.
      return;
    }
    await navigateSafely(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
  };

  if (failure?.kind === 'wrong-center') return <WrongCenterScreen onRetry={() => signIn.reset()} />;

  return (
    <AuthPanel title={t('signIn.title')} description={t('signIn.description')}>
      {failure && (
        <Alert color="danger" live title={t('signIn.failedTitle')}>
          {failure.kind === 'rate-limited' ? t('signIn.rateLimited', { count: failure.minutes }) : failure.message}
        </Alert>
      )}
      <form noValidate onSubmit={form.submit(onValid)} className="grid gap-5">
        <TextField
          label={labels.email}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={labels.password}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div>
          <SubmitButton pending={formState.isSubmitting} pendingLabel={t('signIn.pending')}>
            {t('signIn.submit')}
          </SubmitButton>
        </div>
      </form>
      <AuthLinks>
        <p>
          <Link to="/auth/recover" className={authLinkClasses}>
            {t('signIn.forgotPassword')}
          </Link>
        </p>
        <p>
          {t('signIn.noAccount')}{' '}
          <Link to="/signup" className={authLinkClasses}>
            {t('signIn.signUp')}
          </Link>
        </p>
      </AuthLinks>
    </AuthPanel>
  );
}
