import { describe, expect, it } from 'vitest';
import { createResolver, findImportCycles, importsOf, readImports, type SourceImport } from './source-imports.ts';

// A file that loads itself through the files it imports runs with some of them half-initialised
// (ARCHITECTURE.md: imports flow one way). Type-only imports are erased when compiled and load
// nothing, so they may point back; move a shared runtime part down into its own file instead.
const workspaceFolders = ['apps/api/src', 'apps/api/test', 'apps/api/scripts', 'apps/web/src', 'packages'];

describe('runtime imports of the API, the web app and the packages', () => {
  it('form no cycle: no file loads itself through the files it imports', () => {
    const runtimeImports = readImports(workspaceFolders).filter((sourceImport) => !sourceImport.typeOnly);
    expect(runtimeImports.length).toBeGreaterThan(1000);
    expect(findImportCycles(runtimeImports).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});

describe('the import check itself', () => {
  const resolve = (_from: string, specifier: string) => specifier.replace(/^\.\//, 'src/');
  const read = (files: Record<string, string>): SourceImport[] =>
    Object.entries(files).flatMap(([file, source]) => importsOf(file, source, resolve));

  it('finds a cycle of runtime imports and writes it as a path back to its start', () => {
    const imports = read({
      'src/a.ts': "import { b } from './b.ts';",
      'src/b.ts': "export { c } from './c.ts';",
      'src/c.ts': "import { a } from './a.ts';",
      'src/d.ts': "import { a } from './a.ts';",
    });
    expect(findImportCycles(imports)).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/a.ts']]);
  });

  it('finds a file that imports itself', () => {
    expect(findImportCycles(read({ 'src/a.ts': "import { a } from './a.ts';" }))).toEqual([['src/a.ts', 'src/a.ts']]);
  });

  it('marks `import type` and `export type … from` as type-only, and nothing else', () => {
    const imports = read({
      'src/a.ts': [
        "import type { B } from './b.ts';",
        "export type { C } from './c.ts';",
        "import { type D } from './d.ts';",
        "import './e.ts';",
      ].join('\n'),
    });
    expect(imports.map(({ to, typeOnly }) => [to, typeOnly])).toEqual([
      ['src/b.ts', true],
      ['src/c.ts', true],
      ['src/d.ts', false],
      ['src/e.ts', false],
    ]);
  });

  it('resolves relative paths and workspace packages to files, and leaves dependencies out', () => {
    const resolveInWorkspace = createResolver();
    const from = 'apps/api/src/modules/mail/mail-colors.ts';
    expect(resolveInWorkspace(from, './mail-site.ts')).toBe('apps/api/src/modules/mail/mail-site.ts');
    expect(resolveInWorkspace(from, '@volunteerly/site/theme/shade-scale')).toBe(
      'packages/site/src/theme/shade-scale.ts',
    );
    expect(resolveInWorkspace(from, '@volunteerly/contracts/theme')).toBe('packages/contracts/src/theme.ts');
    expect(resolveInWorkspace(from, 'fastify')).toBeUndefined();
    expect(resolveInWorkspace(from, '@volunteerly/site/locales/nl/page-heads.json')).toBeUndefined();
  });
});
