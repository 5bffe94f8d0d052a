import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where focus goes after a navigation: the page's main heading, else the main region. */
export function focusMainHeading(root: ParentNode = document): HTMLElement | null {
  const main = root.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return null;
  // Headings and <main> are not focusable by default; -1 makes them focusable by script only.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}

/**
 * Moves focus to the new page's main heading after each navigation to another
 * page (not on the first load, nor for in-page hash changes), so screen readers
 * announce the page. A change of the query string alone (a list's search,
 * filters or page, kept in the address bar) stays on the same page and leaves
 * focus where the user is: typing in a search box must not be interrupted.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  // Compared by value, so the first load (and StrictMode's repeated effects) move nothing.
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const frame = window.requestAnimationFrame(() => focusMainHeading());
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);
}
