// The announcements a database makes when rows change (NOTIFY from triggers, decision 017 and 019),
// and what listeners hear.

/** The NOTIFY channel of the app's change announcements (migration 0014). */
export const changesChannel = 'volunteerly_changes';

/** What `watchChanges` listeners hear when announcements may have been missed. */
export const unknownChanges = 'unknown';

/** Announced when a tenant, centre or centre profile changes (migration 0014). */
export const tenantConfigurationChange = 'tenant_configuration' as const;

/**
 * Announced when something the public reads of vacancies and organisations changes: vacancies,
 * their tags, organisations with their profiles, addresses and tags, tag names, the places taken by
 * accepted applications (migration 0015).
 */
export const publicCatalogueChange = 'public_catalogue' as const;

/** The changes the database announces, each heard by the kept public reads that depend on it. */
export type AnnouncedChange = typeof tenantConfigurationChange | typeof publicCatalogueChange;

/** How many announcement ids a process remembers to hear each only once. */
const rememberedAnnouncements = 1000;

/**
 * The listeners of one database's announcements: `announce` calls each with the change's kind;
 * `watch` adds one until stopped. Every pooled connection listens, so one commit reaches a process
 * once per connection, at different moments: an announcement that names its transaction
 * (`public_catalogue 1234`, migration 0015) is passed on once, so a cache filled after the first
 * is not emptied again by the same commit arriving late on another connection.
 */
export function createChangeWatchers() {
  const listeners = new Set<(change: string) => void>();
  const heard = new Set<string>();
  return {
    announce(payload: string) {
      const [change = '', transaction] = payload.split(' ', 2);
      if (transaction) {
        if (heard.has(payload)) return;
        heard.add(payload);
        if (heard.size > rememberedAnnouncements) heard.delete(heard.values().next().value ?? payload);
      }
      for (const listener of listeners) listener(change);
    },
    watch(listener: (change: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
