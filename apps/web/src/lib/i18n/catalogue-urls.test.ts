import { describe, expect, it } from 'vitest';
import { catalogueUrl, catalogueVersions } from './catalogue-urls.ts';

describe('catalogue URLs', () => {
  it('map each language and namespace to its own asset', () => {
    expect(catalogueUrl('nl', 'common')).toMatch(/locales\/nl\/common\.json/);
    expect(catalogueUrl('en', 'common')).toMatch(/locales\/en\/common\.json/);
    expect(catalogueUrl('nl', 'common')).not.toBe(catalogueUrl('en', 'common'));
  });

  it('fetch the page-head texts from the shared package', () => {
    expect(catalogueUrl('nl', 'page-heads')).toMatch(/site\/src\/locales\/nl\/page-heads\.json/);
    expect(catalogueUrl('en', 'page-heads')).toMatch(/site\/src\/locales\/en\/page-heads\.json/);
  });

  it('give each language a cache version built from its catalogue URLs', () => {
    const versions = catalogueVersions();
    expect(Object.keys(versions).sort()).toEqual(['en', 'nl']);
    expect(versions['nl']).toContain(catalogueUrl('nl', 'common'));
    expect(versions['nl']).toContain(catalogueUrl('nl', 'page-heads'));
  });
});
