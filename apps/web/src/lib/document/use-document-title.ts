import { useEffect } from 'react';
import { formatDocumentTitle } from './document-title.ts';

/** Who may set the title: a page's own title beats the route's, an error screen beats both. */
export const titlePriority = { route: 0, page: 1, error: 2 } as const;

interface TitleEntry {
  title: string | undefined;
  priority: number;
  order: number;
}

const entries = new Map<symbol, TitleEntry>();
let appName: string | undefined;
let counter = 0;

function render(): void {
  let winner: TitleEntry | undefined;
  for (const entry of entries.values()) {
    if (!entry.title) continue;
    if (
      !winner ||
      entry.priority > winner.priority ||
      (entry.priority === winner.priority && entry.order > winner.order)
    ) {
      winner = entry;
    }
  }
  const title = formatDocumentTitle(winner?.title, appName);
  if (title) document.title = title;
}

/** Sets the page part of the document title while the calling component is mounted. */
export function useDocumentTitle(title: string | undefined, priority: number = titlePriority.page): void {
  useEffect(() => {
    const id = Symbol('document-title');
    entries.set(id, { title, priority, order: (counter += 1) });
    render();
    return () => {
      entries.delete(id);
      render();
    };
  }, [title, priority]);
}

/** Sets the app-name part of the document title (the tenant's app name). */
export function useAppNameInTitle(name: string | undefined): void {
  useEffect(() => {
    appName = name;
    render();
  }, [name]);
}
