import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
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
  const isFirstPage = useLocation().key === 'default';
  useEffect(() => {
    if (!(isFirstPage && hasMetaDescription())) setMetaDescription(description);
  }, [description, isFirstPage]);

  const Layout = handle.layout === 'empty' ? EmptyLayout : DefaultLayout;
  return (
    <>
      <Layout handle={handle}>
        <Outlet />
      </Layout>
      <Toaster />
    </>
  );
}
