import { beforeEach, describe, expect, it } from 'vitest';
import { claimReload, reloadGuardKey, reloadGuardMs } from './reload-guard.ts';

beforeEach(() => window.sessionStorage.clear());

describe('claimReload', () => {
  it('allows the first reload and sets the marker', () => {
    expect(claimReload(window.sessionStorage, 1_000)).toBe(true);
    expect(window.sessionStorage.getItem(reloadGuardKey)).toBe('1000');
  });

  it('refuses another reload within 10 seconds of the marker', () => {
    claimReload(window.sessionStorage, 1_000);
    expect(claimReload(window.sessionStorage, 1_000 + reloadGuardMs - 1)).toBe(false);
    expect(reloadGuardMs).toBe(10_000);
  });

  it('allows a reload again once the marker is older than 10 seconds', () => {
    claimReload(window.sessionStorage, 1_000);
    expect(claimReload(window.sessionStorage, 1_000 + reloadGuardMs)).toBe(true);
  });
});
