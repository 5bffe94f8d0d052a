import { useCallback, useSyncExternalStore } from 'react';
import {
  readColorMode,
  resolveColorMode,
  subscribeColorMode,
  systemPrefersDark,
  writeColorMode,
  type ColorMode,
  type ResolvedColorMode,
} from './color-mode.ts';

/** The colour-mode preference, the mode it resolves to and a setter that stores it. */
export function useColorMode(): { mode: ColorMode; resolved: ResolvedColorMode; setMode: (mode: ColorMode) => void } {
  const mode = useSyncExternalStore(subscribeColorMode, readColorMode, () => 'system' as const);
  const prefersDark = useSyncExternalStore(subscribeColorMode, systemPrefersDark, () => false);
  const setMode = useCallback((next: ColorMode) => writeColorMode(next), []);
  return { mode, resolved: resolveColorMode(mode, prefersDark), setMode };
}
