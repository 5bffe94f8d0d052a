// What browsers and Vite say when a lazily imported chunk cannot be fetched (usually after a deploy).
const chunkLoadMessages = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

/** True when an error means a code chunk of the app failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkLoadMessages.some((pattern) => pattern.test(error.message));
}
