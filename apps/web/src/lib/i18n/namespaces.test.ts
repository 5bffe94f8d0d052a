import { describe, expect, it } from 'vitest';
import { catalogueCacheMs, defaultNamespace, fallbackNamespace, namespaces } from './namespaces.ts';

describe('message namespaces', () => {
  it('start every page with the common, UI kit and page-head texts, common first', () => {
    expect(namespaces).toEqual(['common', 'ui', 'page-heads']);
    expect(defaultNamespace).toBe('common');
    expect(fallbackNamespace).toBe('page-heads');
  });

  it('keep the constant of spec §9: catalogues cached 24 h', () => {
    expect(catalogueCacheMs).toBe(24 * 60 * 60 * 1000);
  });
});
