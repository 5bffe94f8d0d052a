#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the web build, at
// the highest quality: built once, sent to every visitor (the API's static server picks the copy
// the browser accepts). Files that compress by less than a tenth keep no copies.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const buildDirectory = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|json|svg|html|txt|xml|map)$/;
const smallestWorthIt = 1024;

function* filesIn(directory) {
  for (const name of readdirSync(directory)) {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) yield* filesIn(file);
    else if (compressible.test(name)) yield file;
  }
}

let written = 0;
for (const file of filesIn(buildDirectory)) {
  const content = readFileSync(file);
  if (content.length < smallestWorthIt) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  if (brotli.length > content.length * 0.9) continue;
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`precompressed ${written} files in ${path.relative(process.cwd(), buildDirectory) || '.'}`);
