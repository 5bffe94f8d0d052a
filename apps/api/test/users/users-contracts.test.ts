import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentUserDocumentSchema,
  userDocumentSchema,
  userListDocumentSchema,
} from '@volunteerly/contracts/resources/users';
import type { z } from 'zod';
import { createUser } from '../../src/factories/user-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { createUsersWorld, type UsersWorld } from './users-world.ts';

// One real answer of each users route, parsed with the contract its route declares (decision 014).
describe('the users routes answer in the shape of their contracts', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const expectContract = (response: { statusCode: number; json(): unknown }, status: number, schema: z.ZodType) => {
    expect(response.statusCode).toBe(status);
    expect(() => parseWithContract(schema, response.json())).not.toThrow();
  };

  it('answers the current user, as seen by themselves and as edited, with roles and organisations', async () => {
    for (const user of [world.centerAdmin, world.orgAdmin, world.volunteer]) {
      const shown = await world.request(user, 'GET', '/api/v1/current_user?include=roles,organizations');
      expectContract(shown, 200, currentUserDocumentSchema);
    }
    const edited = await world.request(world.volunteer, 'PATCH', '/api/v1/current_user', {
      user: { city: 'Rivierstad', skills: ['koken'], availability: { monday: ['morning'] } },
    });
    expectContract(edited, 200, currentUserDocumentSchema);
  });

  it('answers lists and single users, with and without the personal details the asker may see', async () => {
    for (const actor of [world.superAdmin, world.orgAdmin]) {
      expectContract(
        await world.request(actor, 'GET', '/api/v1/users?include=roles,organizations'),
        200,
        userListDocumentSchema,
      );
    }
    for (const actor of [world.centerAdmin, world.colleagueAdmin]) {
      expectContract(
        await world.request(actor, 'GET', `/api/v1/users/${world.orgAdmin.id}?include=roles,organizations`),
        200,
        userDocumentSchema,
      );
    }
  });

  it('answers an invited, edited, role-changed, re-invited user and a sign-in as that user with the user document', async () => {
    const created = await world.request(world.centerAdmin, 'POST', '/api/v1/users', {
      user: { email: 'contract@example.org', first_name: 'Cora', last_name: 'Contract', locale: 'en' },
    });
    expectContract(created, 201, userDocumentSchema);
    const id = (created.json() as { data: { id: string } }).data.id;
    const role = { name: 'admin', resource_type: 'Organization', resource_id: String(world.organization.id) };
    expectContract(
      await world.request(world.centerAdmin, 'PATCH', `/api/v1/users/${id}`, { user: { first_name: 'Corry' } }),
      200,
      userDocumentSchema,
    );
    expectContract(
      await world.request(world.centerAdmin, 'PUT', `/api/v1/users/${id}/add_role`, { role }),
      200,
      userDocumentSchema,
    );
    expectContract(
      await world.request(world.centerAdmin, 'DELETE', `/api/v1/users/${id}/remove_role`, { role }),
      200,
      userDocumentSchema,
    );
    expectContract(
      await world.request(world.centerAdmin, 'POST', `/api/v1/users/${id}/resend_confirmation_instructions`),
      200,
      userDocumentSchema,
    );
    const { user: target } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'doelwit@example.org' },
    });
    expectContract(
      await world.request(world.superAdmin, 'POST', '/api/v1/sign_in_as_user', { user_id: target.id }),
      200,
      userDocumentSchema,
    );
  });
});
