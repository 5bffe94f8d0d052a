/**
 * The operations the generated attack suites cannot exercise, each with the
 * reason. The suites fail when an operation is neither exercised nor listed
 * here, and when an entry names an operation the API no longer has, so this
 * list only ever holds deliberate, explained gaps.
 */

/** Operations outside the tenant scope: no X-Tenant, so no tenant to cross (and no host→tenant check). */
export const outsideTenantScope: Record<string, string> = {
  'GET /api/health': 'Process health for load balancers: no tenant, no data.',
  'GET /app-config.json':
    "The public list of every tenant's key, name and hosts, which the SPA reads before it knows its tenant; public by design.",
  'GET /uploads/{name}':
    'Uploaded images are public (vacancy pages show them to anyone) and served by an unguessable UUID name, outside the tenant scope like /api/health.',
  'GET /api/default_pictures/{name}':
    'The built-in default pictures (decision 020) are the same files for every tenant, named in the code: no tenant, no data.',
};

/** Operations with an id that the cross-tenant matrix does not try, and why. */
export const notExercisedAcrossTenants: Record<string, string> = {
  ...outsideTenantScope,
};

/**
 * Operations with an id that answer the same for an unknown id as for a known
 * one (a 2xx that changes nothing), so the B-side variants do not expect a
 * refusal from them; leaks and changes are still checked.
 */
export const answersAlikeForUnknownIds: Record<string, string> = {};
