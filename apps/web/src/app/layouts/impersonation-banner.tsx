import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { stopImpersonation } from '../../lib/auth/impersonation.ts';
import type { CurrentUser } from '../../lib/auth/current-user.ts';
import { toast } from '../../lib/toast/toast-store.ts';

/**
 * Shown while a privileged user acts as someone else (current user
 * meta.impersonatedBy): who they are signed in as, and one click back to
 * their own account (which ends the impersonation session and opens /users).
 */
export function ImpersonationBanner({ user }: { user: Pick<CurrentUser, 'fullName' | 'email' | 'meta'> }) {
  // No Suspense: the header must not wait for the 'auth' texts; the banner appears once they are there.
  const { t, ready } = useTranslation('auth', { useSuspense: false });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!user.meta?.impersonatedBy || !ready) return null;

  const stop = async () => {
    setBusy(true);
    try {
      const restored = await stopImpersonation(queryClient);
      await navigate(restored ? '/users' : '/uitloggen');
    } catch (error) {
      toast.add({ color: 'danger', title: t('impersonation.stopFailed'), message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      role="region"
      aria-label={t('impersonation.banner', { name: user.fullName || user.email })}
      data-impersonation-banner=""
      className="border-b border-warning-400 bg-warning-100 text-warning-950 dark:border-warning-700 dark:bg-warning-950 dark:text-warning-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold">{t('impersonation.banner', { name: user.fullName || user.email })}</p>
        <Button size="sm" color="neutral" loading={busy} onClick={() => void stop()}>
          {t('impersonation.stop')}
        </Button>
      </div>
    </div>
  );
}
