/**
 * The kinds of server data the web caches, named after the API's resource
 * types. Every query key starts with one (TanStack's Register makes that a type
 * error otherwise), and a mutation names the kinds it changes in
 * `meta.invalidates`: the query client then refreshes every query of those
 * kinds (spec §7: "a cache refresh runs after a PUT or PATCH").
 */
export const resourceTypes = [
  'app-config',
  'applications',
  'captured-mails',
  'conversations',
  'current-organizations',
  'current-user',
  'dashboard',
  'digest-subscriptions',
  'jobs',
  'notification-templates',
  'notification-preferences',
  'notifications',
  'organization-invitations',
  'organizations',
  'partners',
  'search-synonym-groups',
  'sessions',
  'tags',
  'tenants',
  'users',
  'vacancies',
  'volunteer-centers',
] as const;
export type ResourceType = (typeof resourceTypes)[number];

declare module '@tanstack/react-query' {
  interface Register {
    queryKey: readonly [ResourceType, ...unknown[]];
    mutationMeta: {
      /** The kinds of data this mutation changes; their queries refresh after it succeeds. */
      invalidates?: readonly ResourceType[];
      /**
       * The query of the record this mutation deletes: it is only marked stale, not asked for again
       * (the page showing it leaves; a refetch would answer 404).
       */
      deletes?: readonly [ResourceType, ...unknown[]];
    };
  }
}
