import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Five vacancies that match "duofiets" equally well (the same text), at growing distances from
// Utrecht's centre; the newest is the farthest, so newest-first among equals would put the nearest last.
const utrecht = { latitude: 52.0907, longitude: 5.1214 };
const kilometresEast = [1, 4, 9, 15, 22];

describe('sorting equal matches by relevance', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    const tenant = await createTenant(testApp.database, { key: 'fietsstad', hosts: ['fietsstad.example'] });
    const { center } = await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
    const organization = await createOrganization(testApp.database, center, { name: 'Fietsvrienden' });
    for (const [index, kilometres] of kilometresEast.entries()) {
      await createVacancy(testApp.database, organization, {
        title: `Fietsmaatje voor de duofiets (${kilometres} km)`,
        summary: 'Fiets samen op de duofiets.',
        latitude: utrecht.latitude,
        longitude: Number((utrecht.longitude + kilometres / 68.7).toFixed(6)),
        publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
    }
  });
  afterAll(async () => testApp.close());

  const titles = async (query: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/search${query}`,
      headers: tenantHeaders('fietsstad'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { attributes: { title: string } }[] }).data.map((item) => item.attributes.title);
  };

  it('puts the nearest first when a place is given', async () => {
    expect(await titles(`?q=duofiets&latitude=${utrecht.latitude}&longitude=${utrecht.longitude}&distance=50`)).toEqual(
      kilometresEast.map((kilometres) => `Fietsmaatje voor de duofiets (${kilometres} km)`),
    );
  });

  it('keeps the newest first without a place', async () => {
    expect(await titles('?q=duofiets&sort=relevance')).toEqual(
      [...kilometresEast].reverse().map((kilometres) => `Fietsmaatje voor de duofiets (${kilometres} km)`),
    );
  });
});
