import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppStart } from './start/app-start.tsx';

/**
 * The whole app around its router: server-state cache, texts, app start (config, tenant, theme).
 * The browser passes its RouterProvider, the server's render its StaticRouterProvider (decision
 * 021): the same tree on both sides, so the browser can take the server's HTML over.
 */
export function App({ queryClient, i18n, router }: { queryClient: QueryClient; i18n: i18n; router: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppStart>{router}</AppStart>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
