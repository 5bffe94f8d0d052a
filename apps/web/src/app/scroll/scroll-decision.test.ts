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

  it('leaves the first page where the visitor has scrolled it while the app was starting', () => {
    expect(
      decideScroll({ navigationType: 'POP', hash: '', savedTop: undefined, scrollToTop: true, firstPage: true }),
    ).toEqual({ kind: 'none' });
  });

  it('still restores the position of a reloaded page and scrolls to the anchor of the first page', () => {
    expect(
      decideScroll({ navigationType: 'POP', hash: '', savedTop: 640, scrollToTop: true, firstPage: true }),
    ).toEqual({ kind: 'restore', top: 640 });
    expect(
      decideScroll({ navigationType: 'POP', hash: '#map', savedTop: undefined, scrollToTop: true, firstPage: true }),
    ).toEqual({ kind: 'anchor', id: 'map' });
  });

  it('stays put when the route opts out', () => {
    expect(decideScroll({ navigationType: 'PUSH', hash: '', savedTop: undefined, scrollToTop: false })).toEqual({
      kind: 'none',
    });
  });
});
