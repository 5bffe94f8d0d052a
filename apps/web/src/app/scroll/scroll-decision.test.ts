import { describe, expect, it } from 'vitest';
import { decideScroll } from './scroll-decision.ts';

describe('decideScroll (spec §2)', () => {
  it('restores the saved position on back/forward', () => {
    expect(decideScroll({ navigationType: 'POP', hash: '', savedTop: 420, scrollToTop: true })).toEqual({
      kind: 'restore',
      top: 420,
    });
  });

  it('scrolls to the anchor of an in-page hash link', () => {
    expect(
      decideScroll({ navigationType: 'PUSH', hash: '#contact%20form', savedTop: undefined, scrollToTop: true }),
    ).toEqual({
      kind: 'anchor',
      id: 'contact form',
    });
  });

  it('goes to the top on a new navigation', () => {
    expect(decideScroll({ navigationType: 'PUSH', hash: '', savedTop: 300, scrollToTop: true })).toEqual({
      kind: 'top',
    });
    expect(decideScroll({ navigationType: 'POP', hash: '', savedTop: undefined, scrollToTop: true })).toEqual({
      kind: 'top',
    });
  });

  it('stays put when the route opts out', () => {
    expect(decideScroll({ navigationType: 'PUSH', hash: '', savedTop: undefined, scrollToTop: false })).toEqual({
      kind: 'none',
    });
  });
});
