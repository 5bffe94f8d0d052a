import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookie-jar.ts';
import { switchTenant } from './switch-tenant.ts';

afterEach(() => {
  document.cookie = 'tenant=; path=/; max-age=0';
});

describe('switchTenant', () => {
  it("sets the 'tenant' cookie and reloads to /", () => {
    const load = vi.fn();
    switchTenant('vacaturebank', load);
    expect(readCookie('tenant')).toBe('vacaturebank');
    expect(load).toHaveBeenCalledWith('/');
  });
});
