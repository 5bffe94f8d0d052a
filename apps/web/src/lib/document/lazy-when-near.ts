import { createElement, lazy, type ComponentType } from 'react';

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

/** Resolves when the element comes near the screen (at once where that cannot be observed). */
function whenNearScreen(element: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: loadAheadMargin },
    );
    observer.observe(element);
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
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  partLoaders.add(loadOnce);

  const LazyPart = lazy(async () => {
    const anchor = isOnServerRenderedPage() ? document.getElementById(anchorId) : null;
    if (anchor) await whenNearScreen(anchor);
    return { default: await loadOnce() };
  });

  function DeferredPart(props: Props) {
    // The server has the code before it renders; in the browser the lazy part is the same component
    // once loaded (one type throughout, so a rendered form never remounts and loses what was typed).
    const component = typeof window === 'undefined' && loaded ? loaded : LazyPart;
    return createElement(component, props);
  }
  return DeferredPart;
}
