import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The API package's folder (where package.json and migrations/ live), found by walking up from
 * this module: the same answer from the TypeScript source (src/platform/config) and from the
 * compiled bundle (dist/), which `npm start` runs.
 */
function findApiDirectory(from: string): string {
  let directory = from;
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${from}: cannot find the API's folder.`);
    directory = parent;
  }
  return directory;
}

export const apiDirectory = findApiDirectory(import.meta.dirname);
