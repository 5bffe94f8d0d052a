import type { Resource } from '@volunteerly/contracts/jsonapi';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';

/** Related resources another module adds to the organisations list (a port: the module above implements it). */
export interface OrganizationIncludes {
  /**
   * The vacancies of these organisations (published ones for everyone, every
   * status for who manages them): their resources (tags named in `locale`), and their ids per
   * organisation.
   */
  vacancies(
    database: Database,
    tenantId: number,
    actor: SignedInUser | undefined,
    organizations: readonly { id: number; volunteerCenterId: number }[],
    locale: ApiLocale,
  ): Promise<{ idsByOrganization: Map<number, string[]>; resources: Resource[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The organisations list's port, filled by the module above it when the app is built. */
    organizationIncludes: Partial<OrganizationIncludes>;
  }
}

/** Opens the port; the vacancies module fills `vacancies` in its manifest's `connect`. */
export function provideOrganizationIncludes(app: AppInstance): void {
  app.decorate('organizationIncludes', {});
}
