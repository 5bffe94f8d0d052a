import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeVacancyFields, createVacanciesWorld, type VacanciesWorld } from '../vacancies/vacancies-world.ts';

// Issue 10, holes 4 and 5: a NUL byte or a lone surrogate reached PostgreSQL and came back as a 500.
const nul = 'a\u0000b';
const loneSurrogate = 'x\ud800y';

describe('text PostgreSQL cannot store is refused at the edge', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  const vacancyCount = async () => {
    const response = await world.request(world.orgAdmin, 'GET', '/api/v1/vacancies?page[size]=1');
    return response.json().meta.total as number;
  };

  it.each([
    ['/api/v1/organizations?filter[search]=%00', 'filter[search]'],
    ['/api/v1/organizations?filter%00=1', 'filter\\0'],
    ['/api/v1/vacancies/search?q=%ED%A0%80', undefined],
    ['/api/v1/vacancies/search?q=a%00', 'q'],
    ['/api/v1/users/%00', 'id'],
  ])('answers 400 to a NUL in the query or path of %s, even signed out', async (url, parameter) => {
    const response = await world.request(null, 'GET', url);
    if (parameter === undefined) {
      // %ED%A0%80 is not UTF-8 at all: the decoder turns it into U+FFFD, which is fine to store.
      expect(response.statusCode).toBeLessThan(500);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'parameter_text_invalid',
      title: 'Invalid characters',
      source: { parameter },
    });
  });

  it('answers 422 on the field to a NUL in a sign-in, signed out', async () => {
    const response = await world.request(null, 'POST', '/auth/sign_in', {
      email: `x${nul}@example.org`,
      password: nul,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { source: unknown }) => error.source)).toEqual([
      { pointer: '/email' },
      { pointer: '/password' },
    ]);
  });

  it('answers 422 in Dutch by default', async () => {
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: { 'x-tenant': 'rivierstad', 'app-context': 'main' },
      payload: { email: nul, password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toContain('NUL-teken');
  });

  it('refuses a NUL in a key as well as in a value', async () => {
    const response = await world.request(null, 'POST', '/auth/sign_in', { ['e\u0000mail']: 'x@example.org' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ pointer: '/e\u0000mail' });
  });

  it('refuses a lone surrogate in a vacancy question and writes no vacancy', async () => {
    const before = await vacancyCount();
    const response = await world.request(world.orgAdmin, 'POST', '/api/v1/vacancies', {
      vacancy: {
        ...completeVacancyFields({ questions: ['Wanneer kun je?', loneSurrogate] }),
        organization_id: world.organization.id,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'text_invalid',
      source: { pointer: '/vacancy/questions/1' },
    });
    expect(await vacancyCount()).toBe(before);
  });

  it("refuses a lone surrogate in the centre's footer columns and keeps the footer", async () => {
    const url = '/api/v1/volunteer_centers/current/profile';
    const saved = [{ title: 'Over ons', links: [{ label: 'Contact', url: '/contact' }] }];
    expect(
      (await world.request(world.centerAdmin, 'PATCH', url, { profile: { footer_columns: saved } })).statusCode,
    ).toBe(200);
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: { footer_columns: [{ title: loneSurrogate, links: [] }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ pointer: '/profile/footer_columns/0/title' });
    const current = await world.request(null, 'GET', '/api/v1/volunteer_centers/current?include=profile');
    expect(current.json().included[0].attributes.footer_columns).toEqual(saved);
  });

  it.each([
    ['a NUL in a tag name', { tag: { kind: 'skill', name: nul } }, '/api/v1/tags', '/tag/name'],
    ['a NUL in a new user’s name', { user: { first_name: nul } }, '/api/v1/users', '/user/first_name'],
  ])('refuses %s with a 422 on its pointer', async (_case, payload, url, pointer) => {
    const response = await world.request(world.centerAdmin, 'POST', url, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ pointer });
  });
});
