import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { minifiedBytesByPart, partOfSource } from '../../../../scripts/javascript-parts.mjs';

describe('the JavaScript parts of bench:web', () => {
  it('names a package of node_modules, scoped or not, by its package name', () => {
    expect(partOfSource('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(partOfSource('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(partOfSource('../../node_modules/.pnpm/x/node_modules/i18next/dist/esm/i18next.js')).toBe('i18next');
  });

  it('names our own code by its folder, and a feature by its name', () => {
    expect(partOfSource('../../apps/web/src/features/vacancies/pages/vacancy-page.tsx')).toBe(
      'web: features/vacancies',
    );
    expect(partOfSource('../../apps/web/src/lib/i18n/i18n.ts')).toBe('web: lib');
    expect(partOfSource('../../apps/web/src/main.tsx')).toBe('web: entry');
    expect(partOfSource('../../packages/contracts/src/vacancies.ts')).toBe('contracts');
    expect(partOfSource('../../packages/site/src/theme/theme-variables.ts')).toBe('site');
  });

  it('gives each byte of a built file to the source its mapping points at', () => {
    const code = 'var a=1;var b=2;\nfunction c(){}';
    const map = new SourceMapGenerator({ file: 'chunk.js' });
    const mapTo = (line: number, column: number, source: string) =>
      map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
    mapTo(1, 0, '../../node_modules/react/index.js');
    mapTo(1, 8, '../../apps/web/src/app/router.tsx');
    mapTo(2, 0, '../../node_modules/react/index.js');

    const bytes = minifiedBytesByPart(code, JSON.parse(map.toString()));

    // "var a=1;" to react, "var b=2;\n" to our app, "function c(){}" to react again.
    expect(Object.fromEntries(bytes)).toEqual({ 'bundler: chunk list, loader': 0, react: 8 + 14, 'web: app': 9 });
  });
});
