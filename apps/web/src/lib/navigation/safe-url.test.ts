import { describe, expect, it } from 'vitest';
import { toSafeInternalPath, UnsafeNavigationError } from './safe-url.ts';

const origin = 'https://vacaturebank.example.org';

describe('toSafeInternalPath', () => {
  it('accepts in-app paths and same-origin URLs', () => {
    expect(toSafeInternalPath('/vacancies?page=2#list', origin)).toBe('/vacancies?page=2#list');
    expect(toSafeInternalPath(`${origin}/profiel`, origin)).toBe('/profiel');
    expect(toSafeInternalPath('instellingen', origin)).toBe('/instellingen');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
  ])('throws on the dangerous URL %j', (target) => {
    expect(() => toSafeInternalPath(target, origin)).toThrow(UnsafeNavigationError);
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com/path',
    '\\\\evil.example.com',
    'http://vacaturebank.example.org/',
  ])('throws on the external URL %j', (target) => {
    expect(() => toSafeInternalPath(target, origin)).toThrow(/external/);
  });
});
