/** sessionStorage key of the reload-guard marker. */
export const reloadGuardKey = 'volunteerly.reload-guard';
/** How long a reload marker blocks the next automatic reload (spec §9: 10 seconds). */
export const reloadGuardMs = 10_000;

/**
 * Decides whether an automatic reload may happen now, and if so sets the marker.
 * A second failure within 10 s of the first reload answers false, so a chunk
 * that is really gone shows the error screen instead of looping.
 */
export function claimReload(storage: Storage = window.sessionStorage, now: number = Date.now()): boolean {
  let marker: number | undefined;
  try {
    const raw = storage.getItem(reloadGuardKey);
    marker = raw === null ? undefined : Number(raw);
  } catch {
    // Without storage we cannot tell a loop from a first failure; not reloading is the safe side.
    return false;
  }
  if (marker !== undefined && Number.isFinite(marker) && now - marker >= 0 && now - marker < reloadGuardMs) {
    return false;
  }
  try {
    storage.setItem(reloadGuardKey, String(now));
  } catch {
    return false;
  }
  return true;
}

/** Reloads the page once for a failed chunk load; answers false when the guard forbids it. */
export function reloadOnce(): boolean {
  if (!claimReload()) return false;
  window.location.reload();
  return true;
}
