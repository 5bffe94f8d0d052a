import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container.tsx';
import { useAppConfig } from '../../lib/tenant/app-config.ts';
import { useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';
import type { RouteHandle } from '../routes/route-handle.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { mainContentId, SkipLink } from './skip-link.tsx';

/** The default layout: skip link, sticky header, the page in a container, footer. */
export function DefaultLayout({
  handle,
  busy = false,
  children,
}: {
  handle: RouteHandle;
  /** True while the app opens another page: the page shown is about to go. */
  busy?: boolean;
  children: ReactNode;
}) {
  // Both are loaded before any page renders (AppStart), so the cache answers at once.
  const { data: config } = useAppConfig();
  const { data: current } = useCurrentTenant();
  const appName = current?.tenant.appName ?? '';
  const background = handle.whiteBackground ? 'bg-white dark:bg-muted-950' : 'bg-background';
  return (
    <div className={`flex min-h-screen flex-col text-text ${background}`}>
      <SkipLink />
      <AppHeader
        appName={appName}
        logoUrl={current?.center.profile.websiteLogoUrl ?? null}
        isPublic={current?.tenant.public ?? false}
        staging={config?.staging ?? false}
      />
      <main id={mainContentId} tabIndex={-1} aria-busy={busy || undefined} className="flex-1 py-8 outline-none">
        <Container breakout={handle.breakoutContainer}>{children}</Container>
      </main>
      <AppFooter
        appName={appName}
        centerName={current?.center.name ?? ''}
        columns={current?.center.profile.footerColumns ?? []}
        contact={current?.center.profile.contact}
      />
    </div>
  );
}
