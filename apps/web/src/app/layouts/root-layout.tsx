import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { Toaster } from '../../components/ui/toaster.tsx';
import { setMetaDescription } from '../document/head-tags.ts';
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
  useEffect(() => setMetaDescription(description), [description]);

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
