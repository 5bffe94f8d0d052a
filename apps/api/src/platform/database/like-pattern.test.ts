import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern.ts';

describe('LIKE patterns', () => {
  it('escapes the characters LIKE treats specially', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('matches the escaped text anywhere', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});
