import { createElement, lazy, type ComponentType } from 'react';
import { codeLoader } from '../navigation/preloadable-lazy.ts';

/**
 * How far below the screen a deferred part starts loading, so it is there when scrolled to: a
 * quarter of a phone's screen, so a part just below the first screen is not fetched with the page.
 */
const loadAheadMargin = '200px';

let serverRenderedAddress: string | undefined;

/** Set by the start when the app takes over the page the server rendered at this address. */
export function markServerRenderedPage(address: string): void {
  serverRenderedAddress = address;
}

/** Whether the browser still shows the page the server rendered (no navigation since). */
function isOnServerRenderedPage(): boolean {
  return serverRenderedAddress !== undefined && window.location.href === serverRenderedAddress;
}

/** Every deferred part's loader, so the server can have them all before it renders. */
const partLoaders = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every deferred part made so far. The server render awaits it: a part that
 * suspended there would need an inline script to fill it in, which the page's CSP forbids.
 */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all([...partLoaders].map((load) => load()));
}

/**
 * Resolves when the visitor comes to the element: it nears the screen, or the focus enters its
 * section (a keyboard user tabbing into the server's form, which cannot be sent before its code
 * is here). Also when the element leaves the document: the app then renders the part itself (the
 * visitor went to sign in and came back), and a wait for an element that is gone would never end
 * (issue 31 §1: the form stayed on "Aanmeldformulier laden…" until a reload).
 */
function whenVisitorComes(element: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return Promise.resolve();
  const region = element.closest('section') ?? element.parentElement ?? element;
  // The visitor came before the app did: they focused a field or the button (and maybe sent it).
  if (region.contains(document.activeElement)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      intersection.disconnect();
      removal.disconnect();
      region.removeEventListener('focusin', done);
      resolve();
    };
    const intersection = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: loadAheadMargin },
    );
    intersection.observe(element);
    const removal = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    removal.observe(document.body, { childList: true, subtree: true });
    region.addEventListener('focusin', done);
  });
}

/**
 * A component whose code is fetched when it is first needed (issue 13 §2: less code before the page
 * can be used). In a page the browser renders, that is when it first renders, as with `React.lazy`.
 * In a server-rendered page the app takes over, the server's HTML of it stays as it is (React leaves
 * a suspended part unhydrated) and the code comes only when the element `anchorId` nears the screen.
 * Wrap it in `<Suspense>` with what a browser-rendered page shows while the code comes.
 */
export function lazyWhenNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  anchorId: string,
): ComponentType<Props> {
  const code = codeLoader(load);
  partLoaders.add(code.load);

  const LazyPart = lazy(async () => {
    const anchor = isOnServerRenderedPage() ? document.getElementById(anchorId) : null;
    if (anchor) await whenVisitorComes(anchor);
    return { default: await code.load() };
  });

  function DeferredPart(props: Props) {
    // The server has the code before it renders; in the browser the lazy part is the same component
    // once loaded (one type throughout, so a rendered form never remounts and loses what was typed).
    const loaded = code.loaded();
    const component = typeof window === 'undefined' && loaded ? loaded : LazyPart;
    return createElement(component, props);
  }
  return DeferredPart;
}
