/** Colour-mode preferences (spec §4): follow the system, or force light or dark. */
export const colorModes = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
export type ResolvedColorMode = 'light' | 'dark';

/** localStorage key of the preference. */
export const colorModeStorageKey = 'volunteerly-color-mode';

const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
let started = false;

function isColorMode(value: unknown): value is ColorMode {
  return colorModes.some((mode) => mode === value);
}

/** The stored preference; 'system' when none is stored or storage is unavailable. */
export function readColorMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(colorModeStorageKey);
    return isColorMode(stored) ? stored : 'system';
  } catch {
    // Private modes and sandboxed frames may refuse storage; the system setting still works.
    return 'system';
  }
}

/** True when the operating system asks for a dark interface. */
export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** The light or dark mode a preference stands for. */
export function resolveColorMode(mode: ColorMode, prefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

/** Writes the resolved mode on `<html>` (data-color-mode drives Tailwind's `dark:` variant). */
export function applyColorMode(mode: ColorMode = readColorMode()): ResolvedColorMode {
  const resolved = resolveColorMode(mode, systemPrefersDark());
  const root = document.documentElement;
  root.dataset.colorMode = resolved;
  // Native controls and scrollbars follow color-scheme.
  root.style.colorScheme = resolved;
  return resolved;
}

function notify(): void {
  applyColorMode();
  for (const listener of listeners) listener();
}

/** Stores the preference, applies it and tells subscribers. */
export function writeColorMode(mode: ColorMode): void {
  try {
    if (mode === 'system') window.localStorage.removeItem(colorModeStorageKey);
    else window.localStorage.setItem(colorModeStorageKey, mode);
  } catch {
    // Without storage the choice lasts for this page only, which beats refusing it.
  }
  notify();
}

/** Subscribes to preference changes (this tab, other tabs and the system setting). */
export function subscribeColorMode(listener: () => void): () => void {
  startColorMode();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Applies the stored mode and keeps it current: a change of the system setting
 * (for 'system') or of the preference in another tab. Safe to call repeatedly.
 */
export function startColorMode(): void {
  applyColorMode();
  if (started) return;
  started = true;
  if (typeof window.matchMedia === 'function') window.matchMedia(darkQuery).addEventListener('change', notify);
  window.addEventListener('storage', (event) => {
    if (event.key === colorModeStorageKey || event.key === null) notify();
  });
}
