import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { userRoles } from '../../src/modules/users/users.schema.ts';
import { createUsersWorld, unauthenticatedBody, type UsersWorld } from './users-world.ts';

describe('PUT add_role and DELETE remove_role', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const rolesOf = (userId: number, tenantId = world.tenantId) =>
    withTenant(world.testApp.database, tenantId, ({ transaction }) =>
      transaction.select().from(userRoles).where(eq(userRoles.userId, userId)),
    );
  const addRole = (actor: Parameters<UsersWorld['request']>[0], userId: number, role: object) =>
    world.request(actor, 'PUT', `/api/v1/users/${userId}/add_role`, { role });
  const removeRole = (actor: Parameters<UsersWorld['request']>[0], userId: number, role: object) =>
    world.request(actor, 'DELETE', `/api/v1/users/${userId}/remove_role`, { role });

  it('grants an organisation admin role: 200 user doc with roles, audited', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId);
    const role = { name: 'admin', resource_type: 'Organization', resource_id: String(world.otherOrganization.id) };
    const response = await addRole(world.centerAdmin, user.id, role);
    expect(response.statusCode).toBe(200);
    expect(response.json().included).toEqual([
      expect.objectContaining({
        type: 'roles',
        attributes: { ...role, resource_name: 'Voedselbank Rivierstad' },
      }),
    ]);
    expect(response.json().data.relationships.roles.data).toHaveLength(1);
    const [event] = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectUserId, user.id), eq(auditEvents.action, 'role_added'))),
    );
    expect(event).toMatchObject({ actorUserId: world.centerAdmin.id, details: { role: 'admin' } });

    const again = await addRole(world.centerAdmin, user.id, role);
    expect(again.statusCode).toBe(200);
    expect(await rolesOf(user.id)).toHaveLength(1);
  });

  it('takes a role away: 200 user doc without it, audited', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId, {
      roles: [{ name: 'center_admin', resourceId: world.center.id }],
    });
    const response = await removeRole(world.superAdmin, user.id, {
      name: 'center_admin',
      resource_type: 'VolunteerCenter',
      resource_id: world.center.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.relationships.roles.data).toEqual([]);
    expect(await rolesOf(user.id)).toEqual([]);
  });

  it('lets a super admin grant super_admin', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId);
    const response = await addRole(world.superAdmin, user.id, { name: 'super_admin' });
    expect(response.statusCode).toBe(200);
    expect((await rolesOf(user.id)).map((role) => role.name)).toEqual(['super_admin']);
  });

  it('rejects a centre admin granting super_admin', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId);
    const response = await addRole(world.centerAdmin, user.id, { name: 'super_admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].title).toBe(
      'Only a platform administrator can grant or remove the super_admin role.',
    );
    expect(await rolesOf(user.id)).toEqual([]);
  });

  it('rejects anyone editing their own roles', async () => {
    const response = await addRole(world.superAdmin, world.superAdmin.id, {
      name: 'center_admin',
      resource_type: 'VolunteerCenter',
      resource_id: world.center.id,
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects an organisation admin and a volunteer managing roles', async () => {
    const role = { name: 'admin', resource_type: 'Organization', resource_id: world.organization.id };
    expect((await addRole(world.orgAdmin, world.volunteer.id, role)).statusCode).toBe(403);
    expect((await addRole(world.volunteer, world.volunteer.id, role)).statusCode).toBe(403);
    expect((await removeRole(world.orgAdmin, world.colleagueAdmin.id, role)).statusCode).toBe(403);
    expect(await rolesOf(world.colleagueAdmin.id)).toHaveLength(1);
  });

  it('answers 422 for a binding that breaks the rules, with a pointer', async () => {
    const unbound = await addRole(world.superAdmin, world.volunteer.id, { name: 'admin' });
    expect(unbound.statusCode).toBe(422);
    expect(unbound.json().errors[0]).toMatchObject({
      code: 'role_binding_invalid',
      source: { pointer: '/role/resource_type' },
    });
    const wrongType = await addRole(world.superAdmin, world.volunteer.id, {
      name: 'center_admin',
      resource_type: 'Organization',
      resource_id: world.organization.id,
    });
    expect(wrongType.json().errors[0].source).toEqual({ pointer: '/role/resource_type' });
    const boundSuperAdmin = await addRole(world.superAdmin, world.volunteer.id, {
      name: 'super_admin',
      resource_id: world.center.id,
    });
    expect(boundSuperAdmin.json().errors[0].source).toEqual({ pointer: '/role/resource_id' });
    const unknownName = await addRole(world.superAdmin, world.volunteer.id, { name: 'owner' });
    expect(unknownName.json().errors[0].source).toEqual({ pointer: '/role/name' });
  });

  it('answers 422 for an organisation of another tenant or one that does not exist', async () => {
    for (const resourceId of [world.foreignOrganization.id, 999999]) {
      const response = await addRole(world.superAdmin, world.volunteer.id, {
        name: 'admin',
        resource_type: 'Organization',
        resource_id: resourceId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'role_resource_unknown',
        source: { pointer: '/role/resource_id' },
      });
    }
    expect(await rolesOf(world.volunteer.id)).toEqual([]);
  });

  it('answers 422 when removing a role the user does not have', async () => {
    const response = await removeRole(world.superAdmin, world.volunteer.id, {
      name: 'admin',
      resource_type: 'Organization',
      resource_id: world.organization.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'role_not_held', source: { pointer: '/role/name' } });
  });

  it('answers 404 for a user of another tenant, whose roles stay as they were', async () => {
    const response = await addRole(world.superAdmin, world.foreigner.id, { name: 'super_admin' });
    expect(response.statusCode).toBe(404);
    expect(await rolesOf(world.foreigner.id, world.otherTenantId)).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const response = await addRole(null, world.volunteer.id, { name: 'super_admin' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
    expect((await removeRole(null, world.volunteer.id, { name: 'super_admin' })).json()).toEqual(unauthenticatedBody);
  });
});
