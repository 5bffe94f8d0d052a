import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

/** What a list shows when it has nothing to show: an icon, a title, a description and an action. */
export function EmptyState({
  title,
  description,
  action,
  icon = 'inbox',
  headingLevel = 2,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
  /** The heading level that fits the page outline (default h2). */
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col items-center rounded-ui-lg border border-dashed border-muted-400 px-6 py-12 text-center">
      <Icon name={icon} className="size-10 text-muted-600 dark:text-muted-400" />
      <Heading className="mt-4 font-heading text-lg font-semibold text-text">{title}</Heading>
      {description && <p className="mt-1 max-w-prose text-muted-700 dark:text-muted-300">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
