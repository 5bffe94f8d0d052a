import { describe, expect, it } from 'vitest';
import { isSafeFooterLink } from './branding.ts';

describe('isSafeFooterLink', () => {
  it.each([
    'https://www.rivierstad.nl',
    'https://www.rivierstad.nl/over-ons?tab=1#team',
    'mailto:info@rivierstad.nl',
    'tel:+31301234567',
    'tel:030-1234567',
    '/contact',
    '/',
    '/nieuws/2026?pagina=2',
  ])('accepts %s', (url) => {
    expect(isSafeFooterLink(url)).toBe(true);
  });

  it.each([
    ['//evil.example/phish', 'protocol-relative'],
    ['/\\evil.example', 'a backslash browsers read as a second slash'],
    ['/\\/evil.example', 'a backslash after the slash'],
    ['http://www.rivierstad.nl', 'plain http'],
    ['https://bank.nl@evil.example/', 'user info before the host'],
    ['https://', 'no host'],
    ['javascript:alert(1)', 'script'],
    ['data:text/html,<b>x</b>', 'data'],
    ['mailto:', 'an empty mail address'],
    ['tel:abc', 'a phone number without digits'],
    ['contact', 'a relative path'],
    ['/con tact', 'a space'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (url) => {
    expect(isSafeFooterLink(url)).toBe(false);
  });
});
