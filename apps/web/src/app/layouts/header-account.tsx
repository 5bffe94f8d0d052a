import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { useAuthStatus } from '../../lib/api/session-store.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useCurrentOrganizations } from '../../lib/organizations/organizations-store.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { AccountMenu, loadSignedInHeaderCode, OrganizationSwitcher } from './signed-in-header-code.ts';

/** Where a 401 on the current user leads (spec §8). */
export const signOutPath = '/uitloggen';

/** Spec §8: a 401 while loading the current user sends the user to /uitloggen. */
export function useSignOutWhenUnauthorized(): void {
  const { error } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unauthorized = isApiError(error) && error.statusCode === 401;
  const onSignOutPage = pathname.replace(/\/+$/, '').toLowerCase() === signOutPath;
  useEffect(() => {
    if (unauthorized && !onSignOutPage) void navigate(signOutPath, { replace: true });
  }, [unauthorized, onSignOutPage, navigate]);
}

// Keeps the organisations store loaded and its selection valid while signed in; resets it when signed out.
function OrganizationsSync() {
  useCurrentOrganizations();
  return null;
}

/** The impersonation banner, when the current user is being impersonated. */
export function HeaderImpersonation() {
  const { data: user } = useCurrentUser();
  return user ? <ImpersonationBanner user={user} /> : null;
}

/** The look of 'Inloggen': a pill in the centre's colour (the design preview shows it too). */
export const signInClasses =
  'inline-flex min-h-11 items-center rounded-full bg-primary-700 px-4 py-1.5 text-sm md:min-h-0 font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:bg-primary-300 dark:text-neutral-950 dark:hover:bg-primary-200';

/**
 * The toolbar's account item: 'Inloggen' (back to this page afterwards) while
 * signed out, the account menu while signed in. On a phone it stays in the header's one row.
 */
export function HeaderAccount() {
  const { t } = useTranslation('common');
  const status = useAuthStatus();
  const { data: user } = useCurrentUser();
  const location = useLocation();
  useSignOutWhenUnauthorized();
  // Signing in here: the account items' code comes while the user is asked for, not after.
  useEffect(() => {
    if (status === 'SIGNED_IN') void loadSignedInHeaderCode();
  }, [status]);

  if (status !== 'SIGNED_IN') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    const onAuthPage = /^\/(inloggen|uitloggen|auth\/login-1)\/?$/i.test(location.pathname);
    const to = onAuthPage ? '/inloggen' : `/inloggen?${new URLSearchParams({ redirect: here })}`;
    return (
      <>
        <OrganizationsSync />
        <Link to={to} className={signInClasses} data-sign-in-item="">
          {t('routes.signIn')}
        </Link>
      </>
    );
  }
  return (
    <>
      <OrganizationsSync />
      <Suspense fallback={null}>{user && <AccountMenu user={user} />}</Suspense>
    </>
  );
}

/** The organisation switcher of a signed-in user who works for more than one organisation. */
export function HeaderOrganizationSwitcher() {
  const status = useAuthStatus();
  if (status !== 'SIGNED_IN') return null;
  return (
    <Suspense fallback={null}>
      <OrganizationSwitcher />
    </Suspense>
  );
}
