import { Icon } from './icon.tsx';

/**
 * What a page shows to someone whose role may not use it: its own title (the page's h1, so the
 * page still says where the visitor is) and why, in the warning colour.
 */
export function NotAllowedPage({ title, reason }: { title: string; reason: string }) {
  return (
    <div className="max-w-3xl">
      <h1 className="flex items-start gap-3 font-heading text-2xl font-bold tracking-tight text-text sm:text-3xl">
        <Icon name="exclamation-triangle" className="mt-1 size-7 shrink-0 text-warning-600 dark:text-warning-400" />
        {title}
      </h1>
      <p className="mt-3 text-lg text-muted-700 dark:text-muted-300">{reason}</p>
    </div>
  );
}
