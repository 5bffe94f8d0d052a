import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { landingRedirectOf } from '@volunteerly/site/landing-host';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useAppConfig } from '../../lib/tenant/app-config.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { hasMetaDescription, setMetaDescription } from '../document/head-tags.ts';
import { titlePriority, useDocumentTitle } from '../../lib/document/use-document-title.ts';
import { mergeRouteHandles } from '../routes/route-handle.ts';
import { useRouteFocus } from '../scroll/use-route-focus.ts';
import { useScrollManagement } from '../scroll/use-scroll-management.ts';
import { DefaultLayout } from './default-layout.tsx';
import { EmptyLayout } from './empty-layout.tsx';

/**
 * The root of every page: reads the route metadata, picks the layout, keeps
 * title and description current, manages scroll and focus, and hosts the toasts.
 * While the app opens another page (its code or data still on the way), the main region is
 * marked busy; `<html data-location-key>` names the entry of the page shown once it is shown,
 * so tools that follow the app's own navigation (the route sweep, decision 040) know when it is.
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const handle = mergeRouteHandles(useMatches());
  useScrollManagement(handle.scrollToTop !== false);
  useRouteFocus();
  useDocumentTitle(handle.title ? t(handle.title) : undefined, titlePriority.route);
  const description = handle.description ? t(handle.description) : undefined;
  // The first page's description came with its HTML, written for that very page (a vacancy's own
  // summary, decision 021): it stays. Pages the app opens afterwards describe themselves.
  const locationKey = useLocation().key;
  const isFirstPage = locationKey === 'default';
  const isOpeningAnotherPage = useNavigation().state !== 'idle';
  useEffect(() => {
    document.documentElement.dataset['locationKey'] = locationKey;
  }, [locationKey]);
  useEffect(() => {
    if (!(isFirstPage && hasMetaDescription())) setMetaDescription(description);
  }, [description, isFirstPage]);

  // On the Gelderse Handen host only its allowed pages show (issue 32 §6): the server redirects a
  // page it is asked for, the app a page it opens itself (after signing in, say).
  const { data: config } = useAppConfig();
  const { pathname } = useLocation();
  const landing =
    typeof window === 'undefined'
      ? undefined
      : landingRedirectOf(config?.landingHost, window.location.hostname, pathname);
  if (landing) return <Navigate to={landing} replace />;

  const Layout = handle.layout === 'empty' ? EmptyLayout : DefaultLayout;
  return (
    <>
      <Layout handle={handle} busy={isOpeningAnotherPage}>
        <Outlet />
      </Layout>
      <Toaster />
    </>
  );
}
