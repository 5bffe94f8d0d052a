import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { decideScroll, type ScrollAction } from './scroll-decision.ts';
import { getSavedPosition, persistPositions, savePosition } from './scroll-positions.ts';

// Lazy content can arrive a little after the navigation; look for the anchor for about a second.
const anchorAttempts = 60;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function findAnchor(id: string): HTMLElement | null {
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

function perform(action: ScrollAction): () => void {
  let frame = 0;
  if (action.kind === 'restore') window.scrollTo({ top: action.top, behavior: scrollBehavior() });
  if (action.kind === 'top') window.scrollTo({ top: 0, behavior: scrollBehavior() });
  if (action.kind === 'anchor') {
    let attempts = 0;
    const tryScroll = () => {
      const target = findAnchor(action.id);
      if (target) target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      else if ((attempts += 1) < anchorAttempts) frame = window.requestAnimationFrame(tryScroll);
    };
    tryScroll();
  }
  return () => window.cancelAnimationFrame(frame);
}

/**
 * Scroll handling of spec §2: remembers each history entry's position,
 * restores it smoothly on back/forward, scrolls to hash anchors, and to the
 * top on other navigations unless the route opts out.
 */
export function useScrollManagement(scrollToTop: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const firstKey = useRef(location.key);

  useEffect(() => {
    // We restore positions ourselves; the browser's own restoration would fight it.
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Recorded on every scroll (a map write), so the position is known before a navigation changes the page.
    const onScroll = () => savePosition(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persistPositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persistPositions);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Before the browser paints the new page, so scroll events it causes are filed under the new entry.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    persistPositions();
  }, [location.key]);

  useEffect(() => {
    const action = decideScroll({
      navigationType,
      hash: location.hash,
      savedTop: getSavedPosition(location.key),
      scrollToTop,
      firstPage: location.key === firstKey.current,
    });
    return perform(action);
    // Only a new history entry should scroll; a metadata change on the same entry must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
