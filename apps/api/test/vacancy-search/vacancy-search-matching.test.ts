import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Issue 14 §3: the search finds what people type (forms, compounds, typos, synonyms, English on
// an English page) and nothing that merely shares letters (decision 025).
describe('GET /api/v1/vacancies/search matches words as people type them', () => {
  let testApp: TestApp;
  const tenantKey = 'zoekstad';

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    const tenant = await createTenant(database, { key: tenantKey, hosts: ['zoekstad.example'] });
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    const organization = await createOrganization(database, center, { name: 'Stichting Samen' });
    const vacancy = (title: string, summary: string) =>
      createVacancy(database, organization, { title, summary, descriptionHtml: `<p>${summary}</p>` });
    await vacancy('Samen op pad langs de rivier', 'Elke week gaan we fietsen met buurtbewoners.');
    await vacancy('Fietsmaatje voor de duofiets', 'Een middag per week samen naar buiten.');
    await vacancy('Taalmaatje voor nieuwkomers', 'Oefen de taal met een statushouder.');
    await vacancy('Wandelmaatje voor ouderen', 'Een wekelijkse wandeling door het park.');
    await vacancy('Medewerker bij de voedselbank', 'Sorteer producten voor gezinnen.');
    await vacancy('Honderden bomen planten', 'Eén zaterdag in het bos, met soep na afloop.');
    await vacancy('Penningmeester gezocht', 'Beheer de financiën van de vereniging.');
  });
  afterAll(async () => testApp.close());

  const titlesFound = async (query: string, language = 'nl'): Promise<string[]> => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/search?q=${encodeURIComponent(query)}`,
      headers: tenantHeaders(tenantKey, { 'accept-language': language }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body: { data: { attributes: { title: string } }[] } = response.json();
    return body.data.map((item) => item.attributes.title).sort();
  };

  it('finds a vacancy whose text says "fietsen" for "fiets", and nothing unrelated', async () => {
    expect(await titlesFound('fiets')).toEqual(['Fietsmaatje voor de duofiets', 'Samen op pad langs de rivier']);
  });

  it('finds "Fietsmaatje voor de duofiets" for "fietsen"', async () => {
    expect(await titlesFound('fietsen')).toContain('Fietsmaatje voor de duofiets');
  });

  it('finds the compounds that end in a word: "maatje" finds every maatje', async () => {
    expect(await titlesFound('maatje')).toEqual([
      'Fietsmaatje voor de duofiets',
      'Taalmaatje voor nieuwkomers',
      'Wandelmaatje voor ouderen',
    ]);
  });

  it('finds through a synonym: "senioren" finds ouderen, "vluchtelingen" finds nieuwkomers', async () => {
    expect(await titlesFound('senioren')).toEqual(['Wandelmaatje voor ouderen']);
    expect(await titlesFound('vluchtelingen')).toEqual(['Taalmaatje voor nieuwkomers']);
  });

  it('finds through a typo in any word of the text', async () => {
    expect(await titlesFound('taalmatje')).toEqual(['Taalmaatje voor nieuwkomers']);
    expect(await titlesFound('voedelbank')).toEqual(['Medewerker bij de voedselbank']);
    expect(await titlesFound('financien')).toEqual(['Penningmeester gezocht']);
  });

  it('understands English words on an English page, and not on a Dutch one', async () => {
    expect(await titlesFound('bike', 'en')).toEqual(['Fietsmaatje voor de duofiets', 'Samen op pad langs de rivier']);
    expect(await titlesFound('language buddy', 'en')).toEqual(['Taalmaatje voor nieuwkomers']);
    expect(await titlesFound('elderly', 'en')).toEqual(['Wandelmaatje voor ouderen']);
    expect(await titlesFound('bike', 'nl')).toEqual([]);
  });

  it('does not take a word for the start of a longer, unrelated one: "hond" does not find "honderden"', async () => {
    expect(await titlesFound('hond')).toEqual([]);
    expect(await titlesFound('ouder')).toEqual(['Wandelmaatje voor ouderen']);
  });

  it('needs every word when some vacancy has them all', async () => {
    expect(await titlesFound('maatje ouderen')).toEqual(['Wandelmaatje voor ouderen']);
  });

  it('shows vacancies with some of the words, most words first, when none has them all', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/search?q=${encodeURIComponent('duofiets ouderen zwemmen')}`,
      headers: tenantHeaders(tenantKey),
    });
    const body: { data: { attributes: { title: string } }[] } = response.json();
    expect(body.data.map((item) => item.attributes.title).sort()).toEqual([
      'Fietsmaatje voor de duofiets',
      'Wandelmaatje voor ouderen',
    ]);
  });
});
