// Compiles the API into plain JavaScript, dist/server.js (which `npm start` runs) and the template
// render worker it starts, dist/template-render-worker.js
// (development keeps tsx's loader). Packages from node_modules stay imports; the workspace's own
// TypeScript packages (@volunteerly/contracts, @volunteerly/site) are compiled in.
import { build, type Plugin } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDirectory = path.resolve(import.meta.dirname, '..');

/** Marks every bare import except the workspace's own packages as external. */
const keepPackagesExternal: Plugin = {
  name: 'volunteerly:keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@volunteerly/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The compiled server, as `npm start` runs it: `node --enable-source-maps <this>`. */
export const builtServer = path.join(apiDirectory, 'dist/server.js');

/**
 * Builds dist/server.js and dist/template-render-worker.js (with source maps, so stack traces name the TypeScript files). Each
 * file is written beside its place and renamed into it, so a server starting meanwhile (or a
 * second build at the same time, as two test projects do) never reads half a file.
 */
export async function buildApi(): Promise<void> {
  const result = await build({
    write: false,
    absWorkingDir: apiDirectory,
    // The server, and the template render worker it starts beside itself (issue 29).
    entryPoints: {
      server: 'src/server.ts',
      'template-render-worker': 'src/modules/notification-templates/template-render-worker.ts',
    },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();
