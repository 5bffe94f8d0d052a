import { z } from 'zod';

/** Features a tenant can switch on or off (spec §1). */
export const tenantFeatureNames = [
  'volunteerProfiles',
  'activities',
  'personToPersonHelp',
  'centerSharing',
  'translation',
] as const;
export type TenantFeatureName = (typeof tenantFeatureNames)[number];

/**
 * The public configuration the web app reads before it knows its tenant:
 * served as `/app-config.json`, built from the tenants table (the domain map is
 * data, not code).
 */
export const appConfigSchema = z.object({
  defaultTenant: z.string(),
  /** Exact host name → tenant key. */
  domains: z.record(z.string(), z.string()),
  /** Host-name suffix (e.g. '.vacaturebank.nl') → tenant key. */
  wildcardSuffixes: z.array(z.object({ suffix: z.string(), tenant: z.string() })),
  /** Exact host name → volunteer centre id, for centres with their own host. */
  centerDomains: z.record(z.string(), z.string()),
  tenants: z.array(z.object({ key: z.string(), appName: z.string() })),
  staging: z.boolean(),
  enableOrganizationsMoving: z.boolean(),
  allowInactiveUsers: z.boolean(),
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** The Gelderse Handen host and the pages it shows besides its landing page (issue 32 §6), or null. */
  landingHost: z.object({ host: z.string(), allowedPaths: z.array(z.string()) }).nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
