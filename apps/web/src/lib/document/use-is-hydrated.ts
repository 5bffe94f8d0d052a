import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while rendering on the server and while the app takes the server's HTML over (both render
 * the same), true from then on and in an app the browser rendered itself (decision 021).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
