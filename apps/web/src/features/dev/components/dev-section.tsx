import type { ReactNode } from 'react';

/** A titled block of a developer page (an h2 section). */
export function DevSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="border-t border-muted-200 py-8 first:border-t-0 first:pt-0 dark:border-muted-800"
    >
      <h2 id={id} className="mb-4 font-heading text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
