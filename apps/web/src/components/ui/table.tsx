import type { ReactNode } from 'react';

/**
 * A data table of the back office: scrolls sideways on small screens, has a
 * caption for screen readers, a header row (`columns`, made of ColumnHeader
 * cells) and the body rows as children.
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    // `relative`: visually hidden texts in cells are positioned absolutely; without a positioned
    // scroll box they escape it and widen the page on a phone.
    <div className="relative overflow-x-auto rounded-ui-lg border border-muted-200 dark:border-muted-800">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted-50 text-muted-800 dark:bg-muted-900 dark:text-muted-200">
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-muted-200 dark:divide-muted-800">{children}</tbody>
      </table>
    </div>
  );
}

/** A column's header cell. */
export function ColumnHeader({ children, align = 'start' }: { children: ReactNode; align?: 'start' | 'end' }) {
  return (
    <th scope="col" className={`px-4 py-3 font-semibold ${align === 'end' ? 'text-end' : 'text-start'}`}>
      {children}
    </th>
  );
}
