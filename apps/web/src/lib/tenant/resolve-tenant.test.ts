import { describe, expect, it } from 'vitest';
import { noTenantFoundMessage, resolveTenantKey, tenantForHost, type TenantDomainConfig } from './resolve-tenant.ts';

const config: TenantDomainConfig = {
  defaultTenant: 'demo',
  domains: { 'vacaturebank.localhost': 'vacaturebank', 'www.meedoen.nl': 'meedoen' },
  wildcardSuffixes: [
    { suffix: '.vrijwilligerspunt.nl', tenant: 'vrijwilligerspunt' },
    { suffix: 'regio.vrijwilligerspunt.nl', tenant: 'meedoen' },
  ],
  tenants: ['demo', 'vacaturebank', 'vrijwilligerspunt', 'meedoen'].map((key) => ({ key, appName: key })),
};

describe('tenantForHost', () => {
  it('finds an exact host in the domain map, ignoring case', () => {
    expect(tenantForHost('VacatureBank.localhost', config)).toBe('vacaturebank');
  });

  it('falls back to the longest matching wildcard suffix', () => {
    expect(tenantForHost('zeist.vrijwilligerspunt.nl', config)).toBe('vrijwilligerspunt');
    expect(tenantForHost('a.regio.vrijwilligerspunt.nl', config)).toBe('meedoen');
  });

  it('does not match a suffix that is only a partial label', () => {
    expect(tenantForHost('notvrijwilligerspunt.nl', config)).toBeUndefined();
  });
});

describe('resolveTenantKey (spec §1 order)', () => {
  const web = { isNativeApp: false, config };

  it('prefers the host over the tenant cookie on the web', () => {
    expect(resolveTenantKey({ ...web, host: 'vacaturebank.localhost', cookieTenant: 'meedoen' })).toBe('vacaturebank');
  });

  it('uses the tenant cookie when the host is unknown', () => {
    expect(resolveTenantKey({ ...web, host: 'example.org', cookieTenant: 'meedoen' })).toBe('meedoen');
  });

  it('uses the configured default when neither host nor cookie names a tenant', () => {
    expect(resolveTenantKey({ ...web, host: 'example.org', cookieTenant: undefined })).toBe('demo');
  });

  it('ignores a cookie naming a tenant that does not exist', () => {
    expect(resolveTenantKey({ ...web, host: 'example.org', cookieTenant: 'gone' })).toBe('demo');
  });

  it('reads the cookie before the host in the native app wrapper', () => {
    const native = { isNativeApp: true, config };
    expect(resolveTenantKey({ ...native, host: 'vacaturebank.localhost', cookieTenant: 'meedoen' })).toBe('meedoen');
    expect(resolveTenantKey({ ...native, host: 'vacaturebank.localhost', cookieTenant: undefined })).toBe(
      'vacaturebank',
    );
    expect(resolveTenantKey({ ...native, host: 'localhost', cookieTenant: undefined })).toBe('demo');
  });

  it("raises '[useTenant] No tenant found' when nothing applies", () => {
    const bare = { ...config, defaultTenant: '' };
    expect(() =>
      resolveTenantKey({ host: 'example.org', cookieTenant: undefined, isNativeApp: false, config: bare }),
    ).toThrow(noTenantFoundMessage);
    expect(noTenantFoundMessage).toBe('[useTenant] No tenant found');
  });
});
