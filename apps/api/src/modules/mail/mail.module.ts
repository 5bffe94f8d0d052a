import type { ApiModule } from '../../platform/modules/api-module.ts';

/** How mail looks and links: a site's branding, links on the tenant's own origin, the body's rules. */
export const mailModule = { name: 'mail' } as const satisfies ApiModule;
