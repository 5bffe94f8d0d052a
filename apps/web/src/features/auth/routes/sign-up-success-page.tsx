import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { AuthPanel } from '../components/auth-panel.tsx';

function emailOf(state: unknown): string | undefined {
  if (state === null || typeof state !== 'object' || !('email' in state)) return undefined;
  return typeof state.email === 'string' ? state.email : undefined;
}

/** /signup/success: "check your mailbox", naming the address the confirmation went to. */
export function SignUpSuccessPage() {
  const { t } = useTranslation('auth');
  const email = emailOf(useLocation().state);
  return (
    <AuthPanel title={t('signUpSuccess.title')}>
      <p className="text-lg">{email ? t('signUpSuccess.text', { email }) : t('signUpSuccess.textWithoutEmail')}</p>
      <p className="text-muted-700 dark:text-muted-300">{t('signUpSuccess.noMail')}</p>
      <div>
        <ButtonLink to="/inloggen" color="primary" size="lg">
          {t('signUpSuccess.signIn')}
        </ButtonLink>
      </div>
    </AuthPanel>
  );
}
