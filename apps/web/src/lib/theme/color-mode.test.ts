import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { colorModeStorageKey, readColorMode, resolveColorMode, writeColorMode } from './color-mode.ts';
import { useColorMode } from './use-color-mode.ts';

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.colorMode;
});

describe('color mode', () => {
  it('defaults to system and ignores unknown stored values', () => {
    expect(readColorMode()).toBe('system');
    window.localStorage.setItem(colorModeStorageKey, 'purple');
    expect(readColorMode()).toBe('system');
  });

  it('resolves system from the media preference', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
  });

  it('stores the preference and writes the resolved mode on <html>', () => {
    writeColorMode('dark');
    expect(window.localStorage.getItem(colorModeStorageKey)).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    writeColorMode('system');
    expect(window.localStorage.getItem(colorModeStorageKey)).toBeNull();
    expect(document.documentElement.dataset.colorMode).toBe('light');
  });

  it('lets components follow and change the preference', () => {
    const { result } = renderHook(() => useColorMode());
    expect(result.current.mode).toBe('system');
    act(() => result.current.setMode('dark'));
    expect(result.current).toMatchObject({ mode: 'dark', resolved: 'dark' });
  });
});
