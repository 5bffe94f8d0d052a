import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeVacancyFields, pointersOf } from '../vacancies/vacancies-world.ts';
import { createUploadsWorld, tinyPng, type UploadsWorld } from './uploads-world.ts';

describe('a vacancy with an uploaded image', () => {
  let world: UploadsWorld;
  beforeAll(async () => {
    world = await createUploadsWorld();
  });
  afterAll(async () => world.close());

  it("takes the upload's site path as image_url", async () => {
    const uploaded = await world.upload(world.orgAdmin, {
      name: 'buurthuis.png',
      contentType: 'image/png',
      bytes: tinyPng(),
    });
    const { url } = uploaded.json().data.attributes as { url: string };
    const response = await world.request(world.orgAdmin, 'POST', '/api/v1/vacancies', {
      vacancy: { ...completeVacancyFields({ image_url: url }), organization_id: world.organization.id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.image_url).toBe(url);
  });

  it('still refuses other site paths', async () => {
    for (const imageUrl of ['/uploads/../secret.png', '/elders/plaatje.png', '/uploads/abc.svg']) {
      const response = await world.request(world.orgAdmin, 'POST', '/api/v1/vacancies', {
        vacancy: { ...completeVacancyFields({ image_url: imageUrl }), organization_id: world.organization.id },
      });
      expect(response.statusCode, imageUrl).toBe(422);
      expect(pointersOf(response), imageUrl).toEqual(['/vacancy/image_url']);
    }
  });
});
