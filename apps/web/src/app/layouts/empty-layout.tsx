import type { ReactNode } from 'react';
import type { RouteHandle } from '../routes/route-handle.ts';
import { mainContentId } from './skip-link.tsx';

/** The empty layout: just the page (in the main landmark, for assistive technology). */
export function EmptyLayout({
  busy = false,
  children,
}: {
  handle?: RouteHandle;
  /** True while the app opens another page. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      aria-busy={busy || undefined}
      className="min-h-screen bg-background text-text outline-none"
    >
      {children}
    </main>
  );
}
