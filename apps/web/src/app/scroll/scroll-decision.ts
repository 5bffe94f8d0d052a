/** What to do with the scroll position after a navigation. */
export type ScrollAction =
  { kind: 'restore'; top: number } | { kind: 'anchor'; id: string } | { kind: 'top' } | { kind: 'none' };

/** The facts a scroll decision depends on. */
export interface ScrollInput {
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  hash: string;
  savedTop: number | undefined;
  /** The route's `scrollToTop` metadata; false opts out of scrolling to the top. */
  scrollToTop: boolean;
  /**
   * The page the document was loaded with: the browser opened it at the top, and the visitor may
   * already have scrolled the server-rendered page before the app took over.
   */
  firstPage?: boolean;
}

function anchorId(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Spec §2: back/forward restores the saved position; a hash scrolls to its
 * anchor; otherwise the page goes to the top unless the route opts out or it is the first page.
 */
export function decideScroll(input: ScrollInput): ScrollAction {
  if (input.navigationType === 'POP' && input.savedTop !== undefined) return { kind: 'restore', top: input.savedTop };
  const id = anchorId(input.hash);
  if (id) return { kind: 'anchor', id };
  if (!input.scrollToTop || input.firstPage) return { kind: 'none' };
  return { kind: 'top' };
}
