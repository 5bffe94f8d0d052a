import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { discardImpersonatorSession } from '../../../lib/auth/impersonation.ts';
import { signOut } from '../../../lib/auth/sign-out.ts';
import { resetOrganizations } from '../../../lib/organizations/organizations-store.ts';
import { AuthPanel, authLinkClasses } from '../components/auth-panel.tsx';

/** Signs this browser out entirely: the session, a kept impersonator session, the cached user, the organisation. */
export async function signOutCompletely(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await discardImpersonatorSession();
  resetOrganizations();
  await signOut(queryClient);
}

/** /uitloggen: signs out on arrival (also where a 401 on the current user leads), then says so. */
export function SignOutPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once only, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void signOutCompletely(queryClient).finally(() => setDone(true));
  }, [queryClient]);

  if (!done) {
    return (
      <AuthPanel title={t('signOut.pending')}>
        <Spinner label={t('signOut.pending')} />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={t('signOut.title')} description={t('signOut.description')}>
      <div className="flex flex-wrap items-center gap-4">
        <ButtonLink to="/inloggen" color="primary" size="lg">
          {t('signOut.signInAgain')}
        </ButtonLink>
        <Link to="/" className={authLinkClasses}>
          {t('signOut.home')}
        </Link>
      </div>
    </AuthPanel>
  );
}
