import { describe, expect, it } from 'vitest';
import { sitePaths } from './site-paths.ts';

describe('site paths', () => {
  it('build the page of one record from its id, or the route pattern from `:id`', () => {
    expect(sitePaths.vacancy(12)).toBe('/vacancies/12');
    expect(sitePaths.vacancy(':id')).toBe('/vacancies/:id');
    expect(sitePaths.organizationEdit(3)).toBe('/organizations/3/edit');
    expect(sitePaths.application('7')).toBe('/applications/7');
  });

  it('are absolute paths without a trailing slash (the server adds them to the tenant origin)', () => {
    for (const path of Object.values(sitePaths)) {
      const written = typeof path === 'function' ? path(1) : path;
      expect(written).toMatch(/^\/([a-z0-9-_]+(\/[a-z0-9-_]+)*)?$/);
    }
  });
});
