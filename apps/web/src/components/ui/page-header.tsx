import type { ReactNode } from 'react';

/** The page title (the page's one h1) with an optional description and actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl min-w-0">
        {/* A long Dutch compound ("Ontwikkelaarspagina's") is hyphenated, or else broken, on a narrow phone. */}
        <h1 className="font-heading text-3xl font-bold tracking-tight text-text hyphens-auto [overflow-wrap:anywhere] sm:text-4xl">
          {title}
        </h1>
        {description && <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
