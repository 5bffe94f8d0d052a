import type { ReactNode } from 'react';

/** One section of the vacancy form: a fieldset whose legend names it. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-ui-lg border border-muted-200 p-5 dark:border-muted-800">
      <legend className="px-1 font-heading text-lg font-semibold text-text">{title}</legend>
      {children}
    </fieldset>
  );
}
