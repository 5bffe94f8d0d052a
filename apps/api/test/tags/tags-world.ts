import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { nextSequence } from '../../src/factories/sequence.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { organizationTags, type OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import { tags, type TagKind, type TagRow } from '../../src/modules/tags/tags.schema.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { createUsersWorld, otherTenantKey, type UsersWorld } from '../users/users-world.ts';

/** The users world plus a centre admin of tenant B, and ways to make tags and put them on organisations. */
export interface TagsWorld extends UsersWorld {
  foreignCenterAdmin: UserRow;
  /** Injects a request into tenant B as its centre admin, in English. */
  requestAsForeignCenterAdmin(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Inserts a tag (tenant A unless another tenant is given); the name is made unique when left out. */
  tag(kind: TagKind, name?: string, tenantId?: number): Promise<TagRow>;
  /** A fresh approved organisation of tenant A's centre using these tags. */
  organizationWith(...tagsToUse: TagRow[]): Promise<OrganizationRow>;
  /** The tag ids an organisation uses. */
  tagIdsOf(organization: OrganizationRow): Promise<number[]>;
  /** Whether a tag still exists. */
  exists(tag: TagRow): Promise<boolean>;
}

/** Builds the app, the people of the users tests and a centre admin of tenant B. */
export async function createTagsWorld(): Promise<TagsWorld> {
  const world = await createUsersWorld();
  const { database } = world.testApp;
  const foreignCenterAdmin = (
    await createUser(database, world.otherTenantId, {
      user: { email: 'centrum@heuvelland.example' },
      roles: [{ name: 'center_admin', resourceId: world.foreignOrganization.volunteerCenterId }],
    })
  ).user;
  const foreignSession = await signIn(world.testApp, otherTenantKey, foreignCenterAdmin.email);

  const tag: TagsWorld['tag'] = (kind, name, tenantId = world.tenantId) =>
    withTenant(database, tenantId, async ({ transaction }) => {
      const [row] = await transaction
        .insert(tags)
        .values({ tenantId, kind, name: name ?? `Tag ${nextSequence()}` })
        .returning();
      return row!;
    });

  const organizationWith: TagsWorld['organizationWith'] = async (...tagsToUse) => {
    const organization = await createOrganization(database, world.center);
    if (tagsToUse.length > 0) {
      await withTenant(database, world.tenantId, ({ transaction }) =>
        transaction
          .insert(organizationTags)
          .values(
            tagsToUse.map((used) => ({ tenantId: world.tenantId, organizationId: organization.id, tagId: used.id })),
          ),
      );
    }
    return organization;
  };

  const tagIdsOf: TagsWorld['tagIdsOf'] = (organization) =>
    withTenant(database, world.tenantId, async ({ transaction }) =>
      (await transaction.select().from(organizationTags))
        .filter((row) => row.organizationId === organization.id)
        .map((row) => row.tagId)
        .sort((left, right) => left - right),
    );

  const exists: TagsWorld['exists'] = (row) =>
    withTenant(database, row.tenantId, async ({ transaction }) =>
      (await transaction.select().from(tags)).some((candidate) => candidate.id === row.id),
    );

  return {
    ...world,
    foreignCenterAdmin,
    requestAsForeignCenterAdmin: (method, url, payload) =>
      world.testApp.app.inject({
        method,
        url,
        headers: signedInHeaders(otherTenantKey, foreignSession, { 'accept-language': 'en' }),
        ...(payload ? { payload } : {}),
      }),
    tag,
    organizationWith,
    tagIdsOf,
    exists,
  };
}
