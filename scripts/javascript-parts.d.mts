import type { RawSourceMap } from 'source-map-js';

export function partOfSource(source: string): string;
export function minifiedBytesByPart(
  code: string,
  map: RawSourceMap,
  resolveSource?: (source: string) => string,
): Map<string, number>;
export function gzippedBytesByPart(
  files: Array<[string, number]>,
  buildDirectory: string,
): Array<[string, number]> | undefined;
