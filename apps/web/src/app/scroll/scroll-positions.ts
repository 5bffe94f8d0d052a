const storageKey = 'volunteerly.scroll-positions';
// Enough for a long session of back/forward; older entries are dropped first.
const maxEntries = 100;

function load(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    return new Map(
      parsed.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[1] === 'number'),
    );
  } catch {
    return new Map();
  }
}

const positions = load();

/** The saved vertical position of a history entry (by location key), if any. */
export function getSavedPosition(key: string): number | undefined {
  return positions.get(key);
}

/** Records the vertical position of a history entry (in memory; see persistPositions). */
export function savePosition(key: string, top: number): void {
  positions.delete(key);
  positions.set(key, top);
  while (positions.size > maxEntries) {
    const oldest = positions.keys().next().value;
    if (oldest === undefined) break;
    positions.delete(oldest);
  }
}

/** Writes the positions to sessionStorage so back/forward after a reload still restores them. */
export function persistPositions(): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify([...positions]));
  } catch {
    // Without storage, positions still work until the next reload.
  }
}
