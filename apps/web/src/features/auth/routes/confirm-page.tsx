import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConfirmAccount } from '../api/confirm-account.ts';
import { AuthPanel } from '../components/auth-panel.tsx';

/** /confirm: confirms the account (or a new e-mail address) with the mail's token, once, on arrival. */
export function ConfirmPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('confirmation_token') ?? '';
  const confirm = useConfirmAccount();
  const { mutate } = confirm;
  const started = useRef(false);

  useEffect(() => {
    // A token is single-use: StrictMode's second effect must not send it again.
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const signIn = (
    <ButtonLink to="/inloggen" color="primary" size="lg">
      {t('confirm.signIn')}
    </ButtonLink>
  );

  return (
    <AuthPanel title={t('confirm.title')}>
      {!token ? (
        <Alert color="danger" title={t('confirm.failedTitle')}>
          {t('confirm.missingToken')}
        </Alert>
      ) : confirm.isSuccess ? (
        <Alert color="success" live title={t('confirm.successTitle')} actions={signIn}>
          {t('confirm.successText')}
        </Alert>
      ) : confirm.isError ? (
        <Alert color="danger" live title={t('confirm.failedTitle')}>
          {confirm.error.message}
        </Alert>
      ) : (
        <Spinner label={t('confirm.pending')} showLabel />
      )}
    </AuthPanel>
  );
}
