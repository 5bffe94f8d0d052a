import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentOrganizationListDocumentSchema,
  organizationDocumentSchema,
} from '@volunteerly/contracts/resources/organizations';
import { parseWithContract } from '../support/contract.ts';
import { createUsersWorld, unauthenticatedBody, type UsersWorld } from '../users/users-world.ts';

describe('GET /api/v1/current_organizations and /api/v1/current_organization', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const namesOf = (body: { data: { attributes: { name: string } }[] }) => body.data.map((item) => item.attributes.name);
  const current = (actor: Parameters<UsersWorld['request']>[0], organizationId?: number | string, query = '') =>
    world.request(
      actor,
      'GET',
      `/api/v1/current_organization${query}`,
      undefined,
      organizationId === undefined ? {} : { 'current-organization-id': String(organizationId) },
    );

  it('answers with the contracts of my organisations and of the selected one', async () => {
    const list = await world.request(world.orgAdmin, 'GET', '/api/v1/current_organizations');
    expect(list.statusCode).toBe(200);
    expect(() => parseWithContract(currentOrganizationListDocumentSchema, list.json())).not.toThrow();
    const selected = await current(world.orgAdmin, world.organization.id, '?include=profile,address');
    expect(selected.statusCode).toBe(200);
    expect(() => parseWithContract(organizationDocumentSchema, selected.json())).not.toThrow();
  });

  it('lists the organisations an admin works for', async () => {
    const response = await world.request(world.orgAdmin, 'GET', '/api/v1/current_organizations');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        type: 'organizations',
        id: String(world.organization.id),
        attributes: {
          name: 'Buurthuis De Brug',
          type: 'Foundation',
          status: 'approved',
          volunteer_center_id: String(world.center.id),
        },
      },
    ]);
    expect(response.json().meta.pagination.total).toBe(1);
  });

  it('lists every organisation of the tenant (and none of another) for super and centre admins', async () => {
    for (const actor of [world.superAdmin, world.centerAdmin]) {
      const response = await world.request(actor, 'GET', '/api/v1/current_organizations');
      expect(namesOf(response.json())).toEqual(['Buurthuis De Brug', 'Voedselbank Rivierstad']);
    }
  });

  it('lists nothing for a volunteer', async () => {
    const response = await world.request(world.volunteer, 'GET', '/api/v1/current_organizations');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const response = await world.request(null, 'GET', '/api/v1/current_organizations');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
  });

  it('shows the organisation named by Current-Organization-Id, with address and profile relationships', async () => {
    const response = await current(world.orgAdmin, world.organization.id, '?include=address,profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'organizations',
      id: String(world.organization.id),
      attributes: { name: 'Buurthuis De Brug' },
      relationships: { address: { data: null }, profile: { data: null } },
    });
  });

  it('answers 403 for an organisation that is not theirs', async () => {
    const response = await current(world.orgAdmin, world.otherOrganization.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].title).toBe(
      'The selected organisation (Current-Organization-Id) is not one of yours.',
    );
  });

  it('answers 404 without a readable header', async () => {
    expect((await current(world.superAdmin)).statusCode).toBe(404);
    expect((await current(world.superAdmin, 'abc')).statusCode).toBe(404);
  });

  it('refuses an unknown id and another tenant’s organisation in the header with 403', async () => {
    for (const id of [999999, world.foreignOrganization.id]) {
      const response = await current(world.superAdmin, id);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({
        code: 'current_organization_forbidden',
        source: { header: 'Current-Organization-Id' },
      });
    }
  });

  it('refuses an unknown include with 400 and answers 401 when signed out', async () => {
    expect((await current(world.orgAdmin, world.organization.id, '?include=vacancies')).statusCode).toBe(400);
    const signedOut = await current(null, world.organization.id);
    expect(signedOut.json()).toEqual(unauthenticatedBody);
  });
});
