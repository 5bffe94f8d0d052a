// The announcements a database makes when rows change (NOTIFY from triggers, decision 017 and 019),
// and what listeners hear.

/** The NOTIFY channel of the app's change announcements (migration 0014). */
export const changesChannel = 'volunteerly_changes';

/** What `watchChanges` listeners hear when announcements may have been missed. */
export const unknownChanges = 'unknown';

/** Announced when a tenant, centre or centre profile changes (migration 0014). */
export const tenantConfigurationChange = 'tenant_configuration';

/**
 * Announced when something the public reads of vacancies and organisations changes: vacancies,
 * their tags, organisations with their profiles, addresses and tags, tag names, the places taken by
 * accepted applications (migration 0015).
 */
export const publicCatalogueChange = 'public_catalogue';

/** The listeners of one database's announcements: `announce` calls each; `watch` adds one until stopped. */
export function createChangeWatchers() {
  const listeners = new Set<(change: string) => void>();
  return {
    announce(change: string) {
      for (const listener of listeners) listener(change);
    },
    watch(listener: (change: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
