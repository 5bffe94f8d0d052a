// @vitest-environment jsdom
// happy-dom's cookie jar loses secure cookies between files; jsdom keeps them (apps/web/vitest.config.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookie-jar.ts';
import {
  clearVolunteerCenterCookie,
  readTenantCookie,
  readVolunteerCenterCookie,
  writeTenantCookie,
  writeVolunteerCenterCookie,
} from './tenancy-cookies.ts';

afterEach(() => {
  for (const name of ['tenant', 'volunteer_center_id', 'x']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('tenancy cookies', () => {
  it("stores the tenant in the 'tenant' cookie and forgets the previous tenant's centre", () => {
    writeVolunteerCenterCookie('12');
    writeTenantCookie('vacaturebank');
    expect(readTenantCookie()).toBe('vacaturebank');
    expect(readCookie('tenant')).toBe('vacaturebank');
    expect(readVolunteerCenterCookie()).toBeUndefined();
  });

  it("keeps the centre id in the 'volunteer_center_id' cookie", () => {
    writeVolunteerCenterCookie('12');
    expect(readCookie('volunteer_center_id')).toBe('12');
    clearVolunteerCenterCookie();
    expect(readVolunteerCenterCookie()).toBeUndefined();
  });

  it('writes the tenant cookie secure, with path /', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    writeTenantCookie('meedoen');
    const written = setter.mock.calls.map(([value]) => value).find((value) => value.startsWith('tenant='));
    setter.mockRestore();
    expect(written).toMatch(/^tenant=meedoen; path=\/;.*; Secure$/);
  });

  it('encodes and decodes values', () => {
    writeCookie('x', 'a b;c');
    expect(readCookie('x')).toBe('a b;c');
    expect(readCookie('x', 'y=1; x=%E2%9C%93')).toBe('✓');
  });
});
