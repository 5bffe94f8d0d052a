#!/usr/bin/env node
// Prints the API's module dependency graph (imports between apps/api/src/modules/*)
// and the pairs and cycles in it. Imports of another module's table definitions
// (`*.schema.ts`) are the database layer and do not count (ARCHITECTURE.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../apps/api/src/modules');
const importPattern = /(?:import|export)\s[^;]*?from\s+'([^']+)'/g;

function sourceFiles(directory) {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

const modules = readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory());
const graph = new Map(modules.map((name) => [name, new Set()]));
for (const module of modules) {
  for (const file of sourceFiles(path.join(root, module))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      if (!specifier.startsWith('.') || specifier.endsWith('.schema.ts')) continue;
      const target = path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
      if (target && target !== module && graph.has(target)) graph.get(module).add(target);
    }
  }
}

/** Strongly connected components with more than one module (Tarjan). */
function cycles() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (module) => {
    state.set(module, { index, low: index, onStack: true });
    index += 1;
    stack.push(module);
    for (const next of graph.get(module)) {
      if (!state.has(next)) {
        visit(next);
        state.get(module).low = Math.min(state.get(module).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(module).low = Math.min(state.get(module).low, state.get(next).index);
      }
    }
    if (state.get(module).low === state.get(module).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== module);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const module of modules) if (!state.has(module)) visit(module);
  return found;
}

for (const [module, targets] of graph) console.log(`${module} → ${[...targets].sort().join(', ') || '(nothing)'}`);
const pairs = [...graph].flatMap(([module, targets]) =>
  [...targets]
    .filter((target) => module < target && graph.get(target).has(module))
    .map((target) => `${module} ↔ ${target}`),
);
console.log(
  `\nmodules importing each other both ways: ${pairs.length}${pairs.length ? `\n  ${pairs.join('\n  ')}` : ''}`,
);
const found = cycles();
console.log(
  `cycles: ${found.length}${found.length ? `\n  ${found.map((cycle) => cycle.join(' → ')).join('\n  ')}` : ''}`,
);
process.exitCode = found.length > 0 ? 1 : 0;
