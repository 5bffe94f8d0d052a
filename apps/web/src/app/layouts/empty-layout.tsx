import type { ReactNode } from 'react';
import type { RouteHandle } from '../routes/route-handle.ts';
import { mainContentId } from './skip-link.tsx';

/** The empty layout: just the page (in the main landmark, for assistive technology). */
export function EmptyLayout({ children }: { handle?: RouteHandle; children: ReactNode }) {
  return (
    <main id={mainContentId} tabIndex={-1} className="min-h-screen bg-background text-text outline-none">
      {children}
    </main>
  );
}
