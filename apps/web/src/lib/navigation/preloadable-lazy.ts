import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code comes in its own chunk, which `preload` fetches ahead of its first render. */
export type PreloadableComponent<Props extends object> = ComponentType<Props> & { preload(): Promise<void> };

/**
 * Like React's `lazy`, but the code can be fetched before the component is first rendered: once it
 * is here, the component renders in the same pass as its parent instead of suspending first and
 * appearing a moment later (which moves whatever follows it on the page). An instance keeps the
 * form it mounted with, so a part that did suspend is never mounted a second time.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (a new release, a lost connection) may be tried again by the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchCode() }));

  function Preloadable(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Preloadable.preload = async () => {
    await fetchCode();
  };
  return Preloadable;
}
