import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUsersWorld, type UsersWorld } from '../users/users-world.ts';

describe('PUT /api/v1/organizations/{id}/move', () => {
  describe('with enableOrganizationsMoving on', () => {
    let world: UsersWorld;
    let secondCenterId: number;
    beforeAll(async () => {
      world = await createUsersWorld({ ENABLE_ORGANIZATIONS_MOVING: 'true' });
      secondCenterId = (
        await createCenter(world.testApp.database, world.tenantId, { center: { name: 'Centrum Oost' } })
      ).center.id;
    });
    afterAll(async () => world.testApp.close());

    const move = (actor: Parameters<UsersWorld['request']>[0], centerId: number | string) =>
      world.request(actor, 'PUT', `/api/v1/organizations/${world.organization.id}/move`, {
        volunteer_center_id: centerId,
      });

    it('moves an organisation to another centre of the same tenant, out of the centre admin’s hands', async () => {
      const response = await move(world.centerAdmin, secondCenterId);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes.volunteer_center_id).toBe(String(secondCenterId));
      // It is the other centre's now (decision 008): only that centre or a super admin moves it back.
      expect((await move(world.centerAdmin, world.center.id)).statusCode).toBe(403);
      const back = await move(world.superAdmin, world.center.id);
      expect(back.json().data.attributes.volunteer_center_id).toBe(String(world.center.id));
    });

    it('takes the organisation’s vacancies along to the new centre, and back', async () => {
      const vacancy = await createVacancy(world.testApp.database, world.organization);
      const centerOfVacancy = async () =>
        (await world.request(world.superAdmin, 'GET', `/api/v1/vacancies/${vacancy.id}`)).json().data.attributes
          .volunteer_center_id;
      expect((await move(world.superAdmin, secondCenterId)).statusCode).toBe(200);
      expect(await centerOfVacancy()).toBe(String(secondCenterId));
      expect((await move(world.superAdmin, world.center.id)).statusCode).toBe(200);
      expect(await centerOfVacancy()).toBe(String(world.center.id));
    });

    it('refuses another tenant’s centre, the same centre, and an organisation admin', async () => {
      const foreign = await createCenter(world.testApp.database, world.otherTenantId, {});
      const toForeign = await move(world.centerAdmin, foreign.center.id);
      expect(toForeign.statusCode).toBe(422);
      expect(toForeign.json().errors[0].source.pointer).toBe('/volunteer_center_id');
      expect((await move(world.centerAdmin, world.center.id)).statusCode).toBe(422);
      expect((await move(world.orgAdmin, secondCenterId)).statusCode).toBe(403);
      expect((await move(null, secondCenterId)).statusCode).toBe(401);
    });
  });

  describe('with enableOrganizationsMoving off', () => {
    let world: UsersWorld;
    beforeAll(async () => {
      world = await createUsersWorld();
    });
    afterAll(async () => world.testApp.close());

    it('refuses every move with 403 saying moving is switched off', async () => {
      const response = await world.request(
        world.superAdmin,
        'PUT',
        `/api/v1/organizations/${world.organization.id}/move`,
        { volunteer_center_id: world.center.id },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({
        code: 'organizations_moving_disabled',
        title: 'Moving organisations to another centre is switched off on this website.',
      });
    });
  });

  describe('with the tenant’s own switch (decision 016)', () => {
    const moveAsSuperAdmin = (world: UsersWorld) =>
      world.request(world.superAdmin, 'PUT', `/api/v1/organizations/${world.organization.id}/move`, {
        volunteer_center_id: world.center.id,
      });
    const movingOfTenant = async (world: UsersWorld) =>
      (await world.request(null, 'GET', '/api/v1/tenants/current')).json().data.attributes.organizations_moving;

    it('moves where the tenant switched moving on, although the installation has it off', async () => {
      const world = await createUsersWorld({}, { organizationsMoving: true });
      try {
        const secondCenter = await createCenter(world.testApp.database, world.tenantId, { center: { name: 'Oost' } });
        const response = await world.request(
          world.centerAdmin,
          'PUT',
          `/api/v1/organizations/${world.organization.id}/move`,
          { volunteer_center_id: secondCenter.center.id },
        );
        expect(response.statusCode).toBe(200);
        expect(await movingOfTenant(world)).toBe(true);
      } finally {
        await world.testApp.close();
      }
    });

    it('refuses where the tenant switched moving off, although the installation has it on', async () => {
      const world = await createUsersWorld({ ENABLE_ORGANIZATIONS_MOVING: 'true' }, { organizationsMoving: false });
      try {
        const response = await moveAsSuperAdmin(world);
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].code).toBe('organizations_moving_disabled');
        expect(await movingOfTenant(world)).toBe(false);
      } finally {
        await world.testApp.close();
      }
    });

    it('follows the installation where the tenant has no switch of its own', async () => {
      const world = await createUsersWorld({ ENABLE_ORGANIZATIONS_MOVING: 'true' });
      try {
        expect(await movingOfTenant(world)).toBe(true);
      } finally {
        await world.testApp.close();
      }
    });
  });
});
