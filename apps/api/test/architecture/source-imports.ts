import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The workspace's import graph, read from the source as written: each file's import and export
// declarations, resolved to the workspace's own files. Only top-level declarations are read (a
// dynamic import() loads later, so it cannot take part in a load-time cycle), which keeps a read
// of every file to a few seconds.

/** The repository's root. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/** One import or re-export of a workspace file by another. */
export interface SourceImport {
  /** The importing file, relative to the repository root. */
  from: string;
  /** The imported file, relative to the repository root. */
  to: string;
  /** `import type …` or `export type … from`: erased when compiled, so nothing loads at run time. */
  typeOnly: boolean;
}

const codeFile = /\.(ts|tsx|mjs|js)$/;
const skippedFolders = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results', 'playwright-report']);

/** The code files under these folders (relative to the root), without build output or dependencies. */
export function listCodeFiles(folders: readonly string[], root = repositoryRoot): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(root, folder))) {
      const relative = path.posix.join(folder, name);
      if (statSync(path.join(root, relative)).isDirectory()) {
        if (!skippedFolders.has(name)) walk(relative);
      } else if (codeFile.test(name) && !name.endsWith('.d.ts')) files.push(relative);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

/** The workspace's packages by name (`@volunteerly/site`), with their folder and `exports` map. */
function workspacePackages(root: string): Map<string, { folder: string; exports?: Record<string, string> }> {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const packages = new Map<string, { folder: string; exports?: Record<string, string> }>();
  for (const folder of manifest.workspaces) {
    const own = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    packages.set(own.name, { folder, exports: own.exports });
  }
  return packages;
}

/** A subpath (`./theme/shade-scale`) through an `exports` map of `./*`-style patterns, as Node matches them. */
function exportedPath(exports: Record<string, string>, subpath: string): string | undefined {
  if (exports[subpath]) return exports[subpath];
  const patterns = Object.keys(exports)
    .filter((key) => key.includes('*'))
    .sort((a, b) => b.indexOf('*') - a.indexOf('*') || b.length - a.length);
  for (const key of patterns) {
    const [prefix = '', suffix = ''] = key.split('*');
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= key.length - 1) {
      return exports[key]!.replace('*', subpath.slice(prefix.length, subpath.length - suffix.length));
    }
  }
  return undefined;
}

/** Resolves specifiers to workspace files; anything else (a dependency, an asset) is undefined. */
export function createResolver(root = repositoryRoot): (from: string, specifier: string) => string | undefined {
  const packages = workspacePackages(root);
  const codeFileAt = (relative: string) =>
    codeFile.test(relative) && existsSync(path.join(root, relative)) ? relative : undefined;
  return (from, specifier) => {
    const bare = specifier.replace(/\?.*$/, '');
    if (bare.startsWith('.')) return codeFileAt(path.posix.join(path.posix.dirname(from), bare));
    const [scope = '', name = '', ...rest] = bare.split('/');
    const workspace = packages.get(`${scope}/${name}`);
    if (!workspace) return undefined;
    const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
    const target = workspace.exports ? exportedPath(workspace.exports, subpath) : subpath;
    return target ? codeFileAt(path.posix.join(workspace.folder, target)) : undefined;
  };
}

/** The workspace files one file imports or re-exports, each marked when it is type-only. */
export function importsOf(
  from: string,
  source: string,
  resolve: (from: string, specifier: string) => string | undefined,
): SourceImport[] {
  const file = ts.createSourceFile(from, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: SourceImport[] = [];
  for (const statement of file.statements) {
    let specifier: ts.Expression | undefined;
    // `import { type A } from` stays an import under verbatimModuleSyntax (the module still loads),
    // so only a declaration marked `type` as a whole is type-only.
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.importClause?.isTypeOnly ?? false;
    } else if (ts.isExportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.isTypeOnly;
    }
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const to = resolve(from, specifier.text);
    if (to) found.push({ from, to, typeOnly });
  }
  return found;
}

/** The imports of every file under these folders. */
export function readImports(folders: readonly string[], root = repositoryRoot): SourceImport[] {
  const resolve = createResolver(root);
  return listCodeFiles(folders, root).flatMap((file) =>
    importsOf(file, readFileSync(path.join(root, file), 'utf8'), resolve),
  );
}

/**
 * The cycles among these imports, one per group of files that reach each other (Tarjan's strongly
 * connected components), each written as a path that starts and ends at the same file.
 */
export function findImportCycles(imports: readonly SourceImport[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) edges.set(from, [...(edges.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (edges.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => cycleThrough(group.sort(), edges));
}

/** A path from the group's first file back to itself, staying inside the group. */
function cycleThrough(group: readonly string[], edges: Map<string, string[]>): string[] {
  const start = group[0]!;
  const members = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of edges.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const trail = [file];
        while (trail[0] !== start) trail.unshift(cameFrom.get(trail[0]!)!);
        return [...trail, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...group];
}
