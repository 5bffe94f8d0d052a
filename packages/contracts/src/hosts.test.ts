import { describe, expect, it } from 'vitest';
import { normalizeHost } from './hosts.ts';

describe('normalizeHost', () => {
  it.each([
    ['vacaturebank.localhost', 'vacaturebank.localhost'],
    ['vacaturebank.localhost.', 'vacaturebank.localhost'],
    ['vacaturebank.localhost..', 'vacaturebank.localhost'],
    ['VacatureBank.LOCALHOST', 'vacaturebank.localhost'],
    ['vacaturebank.localhost.:3000', 'vacaturebank.localhost'],
    ['x.vacaturebank.localhost.', 'x.vacaturebank.localhost'],
    ['localhost:80', 'localhost'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('spells %s as %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['.', 'only a dot'],
    ['a..b', 'an empty label'],
    ['-a.example', 'a label starting with a hyphen'],
    ['a_b.example', 'an underscore'],
    ['evil.example/path', 'a path'],
    ['user@evil.example', 'user info'],
    ['evil.example:', 'an empty port'],
    ['evil.example:80:81', 'two ports'],
    ['evil.example:port', 'a port that is not a number'],
    ['ex ample.org', 'a space'],
    ['example.org\u0000', 'a NUL byte'],
    ['[::1', 'an unclosed IPv6 literal'],
    ['[::1]x', 'text after an IPv6 literal'],
    [`${'a'.repeat(64)}.example`, 'a label over 63 characters'],
  ])('rejects %j (%s)', (raw) => {
    expect(normalizeHost(raw)).toBeUndefined();
  });
});
