// What each part of the JavaScript a page loads costs (issue 13 §2: "say what each part costs
// now"): every served script is mapped back through its build's source map, each byte of the
// minified file goes to the source it came from, sources are grouped into parts (a package of
// node_modules, or a folder of our own code), and each file's gzipped size is shared out over its
// parts in proportion to their minified bytes. Gzip compresses parts a little differently, so
// the shares are estimates that add up to the measured total exactly.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** The part a source belongs to: `react-dom`, `@tanstack/query-core`, `web: features/vacancies`… */
export function partOfSource(source) {
  const normalized = source.replaceAll('\\', '/');
  const packagePath = normalized.split('/node_modules/').at(-1);
  if (packagePath !== normalized || normalized.startsWith('node_modules/')) {
    const segments = packagePath.replace(/^node_modules\//, '').split('/');
    return segments[0].startsWith('@') ? `${segments[0]}/${segments[1]}` : segments[0];
  }
  const web = normalized.match(/apps\/web\/src\/(.*)$/);
  if (web) {
    const segments = web[1].split('/');
    if (segments.length === 1) return 'web: entry';
    return segments[0] === 'features' ? `web: features/${segments[1]}` : `web: ${segments[0]}`;
  }
  if (normalized.includes('packages/contracts/')) return 'contracts';
  if (normalized.includes('packages/site/')) return 'site';
  if (normalized.startsWith('\0') || normalized.includes('vite/')) return 'bundler: chunk list, loader';
  return 'other';
}

/** Minified bytes per part of one built file, read from its source map. */
export function minifiedBytesByPart(code, map, resolveSource = (source) => source) {
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const offset = (line, column) => (lineStarts[line - 1] ?? code.length) + column;

  const mappings = [];
  new SourceMapConsumer(map).eachMapping((mapping) => {
    mappings.push({ at: offset(mapping.generatedLine, mapping.generatedColumn), source: mapping.source });
  });
  mappings.sort((first, second) => first.at - second.at);

  const bytes = new Map();
  const add = (part, count) => bytes.set(part, (bytes.get(part) ?? 0) + count);
  // Bytes before the first mapping or after a mapping without a source are the bundler's glue.
  if (mappings.length === 0) add('bundler: chunk list, loader', code.length);
  else add('bundler: chunk list, loader', mappings[0].at);
  mappings.forEach((mapping, index) => {
    const end = index + 1 < mappings.length ? mappings[index + 1].at : code.length;
    add(mapping.source ? partOfSource(resolveSource(mapping.source)) : 'bundler: chunk list, loader', end - mapping.at);
  });
  return bytes;
}

/**
 * Gzipped bytes per part over the scripts a page loaded. `files` are [served path, gzipped bytes];
 * `buildDirectory` is the web build the server serves. Returns undefined when a script has no source
 * map (a build made without VOLUNTEERLY_SOURCEMAPS=hidden).
 */
export function gzippedBytesByPart(files, buildDirectory) {
  const parts = new Map();
  for (const [servedPath, gzippedBytes] of files) {
    const file = path.join(buildDirectory, servedPath);
    if (!existsSync(file) || !existsSync(`${file}.map`)) return undefined;
    // A map names its sources relative to itself.
    const minified = minifiedBytesByPart(
      readFileSync(file, 'utf8'),
      JSON.parse(readFileSync(`${file}.map`, 'utf8')),
      (source) => path.resolve(path.dirname(file), source),
    );
    const total = [...minified.values()].reduce((sum, count) => sum + count, 0);
    for (const [part, count] of minified)
      parts.set(part, (parts.get(part) ?? 0) + (gzippedBytes * count) / Math.max(total, 1));
  }
  return [...parts.entries()].sort((first, second) => second[1] - first[1]);
}
