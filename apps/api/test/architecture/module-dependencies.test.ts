import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The declared module graph that eslint.config.js enforces on every import (ARCHITECTURE.md).
const apiRoot = path.resolve(import.meta.dirname, '../..');
const declared = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(path.join(apiRoot, 'module-dependencies.json'), 'utf8')) as Record<string, unknown>,
  ).filter(([name]) => !name.startsWith('$')),
) as Record<string, string[]>;
const modulesDirectory = path.join(apiRoot, 'src/modules');
const modules = readdirSync(modulesDirectory).filter((name) =>
  statSync(path.join(modulesDirectory, name)).isDirectory(),
);

function findCycle(graph: Record<string, string[]>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: string, trail: string[]): string[] | undefined => {
    if (state.get(module) === 'done') return undefined;
    if (state.get(module) === 'visiting') return [...trail, module];
    state.set(module, 'visiting');
    for (const next of graph[module] ?? []) {
      const cycle = visit(next, [...trail, module]);
      if (cycle) return cycle;
    }
    state.set(module, 'done');
    return undefined;
  };
  for (const module of Object.keys(graph)) {
    const cycle = visit(module, []);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the API module graph (apps/api/module-dependencies.json)', () => {
  it('names every module folder, and only those', () => {
    expect(Object.keys(declared).sort()).toEqual([...modules].sort());
  });

  it('lets modules depend only on modules that exist', () => {
    const unknown = Object.entries(declared).flatMap(([module, targets]) =>
      targets.filter((target) => !(target in declared)).map((target) => `${module} → ${target}`),
    );
    expect(unknown).toEqual([]);
  });

  it('runs one way: no module reaches itself through its dependencies', () => {
    expect(findCycle(declared)).toBeUndefined();
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
  });
});
