import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code comes in its own chunk, which `preload` fetches ahead of its first render. */
export type PreloadableComponent<Props extends object> = ComponentType<Props> & { preload(): Promise<void> };

/** A chunk's code fetched at most once at a time: `load` fetches it (or joins the fetch under way). */
export interface CodeLoader<Code> {
  load(): Promise<Code>;
  /** The code once it is here, else undefined. */
  loaded(): Code | undefined;
}

/**
 * Fetches code once and keeps it; a failed fetch (a new release, a lost connection) is forgotten, so
 * the next `load` tries again. What `preloadableLazy` and `lazyWhenNear` build on.
 */
export function codeLoader<Code>(fetchCode: () => Promise<Code>): CodeLoader<Code> {
  let code: Code | undefined;
  let loading: Promise<Code> | undefined;
  return {
    load: () =>
      (loading ??= fetchCode().then(
        (fetched) => (code = fetched),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => code,
  };
}

/**
 * Like React's `lazy`, but the code can be fetched before the component is first rendered: once it
 * is here, the component renders in the same pass as its parent instead of suspending first and
 * appearing a moment later (which moves whatever follows it on the page). An instance keeps the
 * form it mounted with, so a part that did suspend is never mounted a second time.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  const code = codeLoader(load);
  const Lazy = lazy(async () => ({ default: await code.load() }));

  function Preloadable(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => code.loaded() ?? Lazy);
    return createElement(Component, props);
  }
  Preloadable.preload = async () => {
    await code.load();
  };
  return Preloadable;
}
