import { describe, expect, it } from 'vitest';
import { deserialize } from './jsonapi.ts';

describe('deserialize', () => {
  it('lifts attributes and nests relationships from included, at any depth', () => {
    const result = deserialize({
      data: {
        type: 'tenants',
        id: 'demo',
        attributes: { appName: 'Demo' },
        relationships: { volunteerCenter: { data: { type: 'volunteer_centers', id: '1' } } },
      },
      included: [
        {
          type: 'volunteer_centers',
          id: '1',
          attributes: { name: 'Centrum' },
          relationships: { profile: { data: { type: 'profiles', id: '9' } } },
        },
        { type: 'profiles', id: '9', attributes: { primaryColor: 'sky' } },
      ],
    });
    expect(result).toEqual({
      type: 'tenants',
      id: 'demo',
      appName: 'Demo',
      volunteerCenter: {
        type: 'volunteer_centers',
        id: '1',
        name: 'Centrum',
        profile: { type: 'profiles', id: '9', primaryColor: 'sky' },
      },
    });
  });

  it('keeps identifiers of relationships that were not included, and null for empty to-one', () => {
    const result = deserialize({
      data: [
        {
          type: 'organizations',
          id: '3',
          relationships: {
            profile: { data: null },
            vacancies: { data: [{ type: 'vacancies', id: '7' }] },
            notLoaded: { links: { related: '/x' } },
          },
        },
      ],
    });
    expect(result).toEqual([
      { type: 'organizations', id: '3', profile: null, vacancies: [{ type: 'vacancies', id: '7' }] },
    ]);
  });

  it('survives relationship cycles', () => {
    const result = deserialize({
      data: { type: 'a', id: '1', relationships: { other: { data: { type: 'b', id: '2' } } } },
      included: [{ type: 'b', id: '2', relationships: { back: { data: { type: 'a', id: '1' } } } }],
    }) as unknown as { other: { back: unknown } };
    expect(result.other.back).toBe(result);
  });

  it("keeps a resource's own meta", () => {
    const result = deserialize({
      data: { type: 'users', id: '4', attributes: { email: 'a@example.org' }, meta: { abilities: { update: true } } },
    });
    expect(result).toEqual({ type: 'users', id: '4', email: 'a@example.org', meta: { abilities: { update: true } } });
  });

  it('returns null for an empty document', () => {
    expect(deserialize({ data: null })).toBeNull();
  });
});
