import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { createTagsWorld, type TagsWorld } from './tags-world.ts';

// Every actor tries every operation on fresh tags of tenant A. The centre admin
// of tenant B signs in at their own website and names tenant A's tag ids there:
// those do not exist for them (404), and what they list or add is tenant B's.
type ActorName = 'superAdmin' | 'centerAdmin' | 'foreignCenterAdmin' | 'orgAdmin' | 'volunteer' | 'anonymous';
type OperationName = 'list' | 'create' | 'rename' | 'delete' | 'merge';

//                                        list create rename delete merge
const expected: Record<ActorName, string> = {
  superAdmin: /*                       */ '200  201    200    204    200',
  centerAdmin: /*                      */ '200  201    200    204    200',
  foreignCenterAdmin: /*               */ '200  201    404    404    404',
  orgAdmin: /*                         */ '200  403    403    403    403',
  volunteer: /*                        */ '200  403    403    403    403',
  anonymous: /*                        */ '200  401    401    401    401',
};
const operations: OperationName[] = ['list', 'create', 'rename', 'delete', 'merge'];

const cases = (Object.keys(expected) as ActorName[]).flatMap((actorName) => {
  const statuses = expected[actorName].split(/\s+/).map(Number);
  return operations.map((operation, index) => [actorName, operation, statuses[index]!] as const);
});

describe('tags API access: every role × every operation', () => {
  let world: TagsWorld;
  beforeAll(async () => {
    world = await createTagsWorld();
  });
  afterAll(async () => world.testApp.close());

  function send(actorName: ActorName, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    if (actorName === 'foreignCenterAdmin') return world.requestAsForeignCenterAdmin(method, url, payload);
    const user: UserRow | null = actorName === 'anonymous' ? null : world[actorName];
    return world.request(user, method, url, payload);
  }

  async function attempt(actorName: ActorName, operation: OperationName): Promise<LightMyRequestResponse> {
    const tag = await world.tag('skill');
    switch (operation) {
      case 'list':
        return send(actorName, 'GET', '/api/v1/tags');
      case 'create':
        return send(actorName, 'POST', '/api/v1/tags', { tag: { kind: 'skill', name: `Nieuw ${tag.id}` } });
      case 'rename':
        return send(actorName, 'PATCH', `/api/v1/tags/${tag.id}`, { tag: { name: `Hernoemd ${tag.id}` } });
      case 'delete':
        return send(actorName, 'DELETE', `/api/v1/tags/${tag.id}`);
      case 'merge': {
        const target = await world.tag('skill');
        return send(actorName, 'POST', `/api/v1/tags/${tag.id}/merge`, { target_id: target.id });
      }
    }
  }

  it('has an answer for every operation', () => {
    for (const statuses of Object.values(expected)) expect(statuses.split(/\s+/)).toHaveLength(operations.length);
  });

  it.each(cases)('%s → %s answers %i', async (actorName, operation, status) => {
    const response = await attempt(actorName, operation);
    expect(response.statusCode).toBe(status);
  });

  it('keeps tenant A’s tags out of tenant B’s list', async () => {
    const tag = await world.tag('category', 'Alleen Rivierstad');
    const response = await world.requestAsForeignCenterAdmin('GET', '/api/v1/tags?page[size]=1000');
    const names = response.json().data.map((item: { attributes: { name: string } }) => item.attributes.name);
    expect(names).not.toContain(tag.name);
  });
});
