import type { ReactNode } from 'react';

/** A section of the home page: a labelled region with its h2, an optional line under it, then the content. */
export function HomeSection({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-heading text-2xl font-bold text-text">
        {title}
      </h2>
      {intro && <p className="mt-1 text-muted-700 dark:text-muted-300">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
