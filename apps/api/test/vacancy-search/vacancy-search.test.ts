import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancySearchDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { parseWithContract } from '../support/contract.ts';
import { createVacancySearchWorld, type VacancySearchWorld } from './vacancy-search-world.ts';

type SearchResource = {
  type: string;
  id: string;
  attributes: Record<string, unknown> & { title: string; distance_km: number | null };
};
type SearchBody = {
  data: SearchResource[];
  meta: Record<string, unknown> & { pagination: Record<string, number> };
  links: Record<string, string | null>;
};

describe('GET /api/v1/vacancies/search', () => {
  let world: VacancySearchWorld;
  beforeAll(async () => {
    world = await createVacancySearchWorld();
  });
  afterAll(async () => world.testApp.close());

  const search = async (query: string, headers?: Record<string, string>): Promise<SearchBody> => {
    const response = await world.get(`/api/v1/vacancies/search${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const titles = (body: SearchBody) => body.data.map((item) => item.attributes.title);

  describe('what the public sees', () => {
    it('answers with the search contract: results, facets, pagination and, with a place, the origin', async () => {
      for (const query of ['', '?q=wandeling', '?postcode=3511ab&distance=10', '?latitude=52.09&longitude=5.12']) {
        const body = await search(query);
        expect(() => parseWithContract(vacancySearchDocumentSchema, body)).not.toThrow();
      }
    });

    it('lists the published, current vacancies of approved organisations of the centre, newest first', async () => {
      const body = await search('');
      expect(titles(body)).toEqual([
        'Wandeling met ouderen in het park',
        'Samen fietsen op de duofiets',
        'Hulp bij boodschappen doen',
        'Vrijwilliger gezocht voor online taalcoaching',
        'Wandeling gedeeld door Noord',
      ]);
      expect(body.meta.pagination).toMatchObject({ page: 1, total: 5 });
    });

    it('never shows drafts, closed, expired, unapproved, unshared or other tenants’ vacancies', async () => {
      const body = await search('?q=wandeling');
      expect(titles(body).sort()).toEqual(['Wandeling gedeeld door Noord', 'Wandeling met ouderen in het park']);
    });

    it('shows another tenant only its own vacancies', async () => {
      const response = await world.get('/api/v1/vacancies/search?q=wandeling', {}, world.otherTenantKey);
      expect(titles(response.json())).toEqual(['Wandeling in Heuvelland']);
    });

    it('searches the centre the request names, with what other centres share', async () => {
      const body = await search('?q=wandeling', { 'volunteer-center-id': String(world.northCenter.id) });
      expect(titles(body).sort()).toEqual(['Wandeling alleen in Noord', 'Wandeling gedeeld door Noord']);
    });

    it('searches the centre of the host the request came to when it names none', async () => {
      const body = await search('?q=wandeling', { host: 'noord.rivierstad.example' });
      expect(titles(body).sort()).toEqual(['Wandeling alleen in Noord', 'Wandeling gedeeld door Noord']);
    });

    it('presents a result with the public attributes, its organisation and tags, but no description', async () => {
      const body = await search(`?q=${encodeURIComponent('ouderen park')}`);
      expect(body.data).toHaveLength(1);
      const [result] = body.data;
      expect(result).toMatchObject({
        type: 'vacancies',
        id: String(world.visible.utrecht.id),
        attributes: {
          title: 'Wandeling met ouderen in het park',
          location_kind: 'address',
          city: 'Utrecht',
          postcode: '3511 AB',
          latitude: 52.0907,
          longitude: 5.1214,
          commitment_kind: 'recurring',
          vog_required: true,
          suitable_for: ['seniors'],
          organization_id: String(world.brug.id),
          organization_name: 'Buurthuis De Brug',
          categories: [{ id: String(world.tags.zorg.id), name: 'Zorg' }],
          skills: [{ id: String(world.tags.wandelen.id), name: 'Wandelen' }],
          target_groups: [],
          published_at: '2026-01-05T10:00:00.000Z',
          distance_km: null,
        },
      });
      expect(result!.attributes).not.toHaveProperty('description_html');
      expect(body.meta).not.toHaveProperty('origin');
    });
  });

  describe('words', () => {
    it('finds other forms of a word through Dutch stemming: "wandelingen" finds "Wandeling"', async () => {
      expect(titles(await search('?q=wandelingen')).sort()).toEqual([
        'Wandeling gedeeld door Noord',
        'Wandeling met ouderen in het park',
      ]);
    });

    it('finds "fietsen" in a title and words of the summary', async () => {
      expect(titles(await search('?q=fietsen'))).toEqual(['Samen fietsen op de duofiets']);
      expect(titles(await search('?q=nederlands'))).toEqual(['Vrijwilliger gezocht voor online taalcoaching']);
    });

    it('forgives typos: "boodschapen" and "vrijwilliegr", the title that has the word first', async () => {
      expect(titles(await search('?q=boodschapen'))).toEqual(['Hulp bij boodschappen doen']);
      // Every factory description speaks of vrijwilligers; one title of a vrijwilliger.
      expect(titles(await search('?q=vrijwilliegr'))[0]).toBe('Vrijwilliger gezocht voor online taalcoaching');
    });

    it('ranks a match in the title above one only in the summary', async () => {
      // Every factory summary speaks of "activiteiten in de wijk"; only one title says "ouderen".
      const body = await search('?q=ouderen%20OR%20wijk');
      expect(titles(body)[0]).toBe('Wandeling met ouderen in het park');
    });

    it('finds nothing for words no vacancy has', async () => {
      const body = await search('?q=zeilboot');
      expect(body.data).toEqual([]);
      expect(body.meta.pagination).toMatchObject({ total: 0 });
    });
  });

  describe('distance', () => {
    it('keeps to the radius and sorts nearest first, with the distance rounded to 0.1 km', async () => {
      const body = await search('?latitude=52.0907&longitude=5.1214&distance=50&sort=distance');
      expect(titles(body)).toEqual(['Wandeling met ouderen in het park', 'Samen fietsen op de duofiets']);
      expect(body.data.map((item) => item.attributes.distance_km)).toEqual([0, 19.6]);
      expect(body.meta.origin).toEqual({ latitude: 52.0907, longitude: 5.1214, postcode: null });
    });

    it('reaches Groningen with a radius of 300 km and sorts by distance when a position is given', async () => {
      const body = await search('?latitude=52.0907&longitude=5.1214&distance=300');
      expect(titles(body)).toEqual([
        'Wandeling met ouderen in het park',
        'Samen fietsen op de duofiets',
        'Hulp bij boodschappen doen',
      ]);
      expect(body.data[2]!.attributes.distance_km).toBeGreaterThan(150);
    });

    it('searches 25 km around a position by default', async () => {
      const body = await search('?latitude=52.1561&longitude=5.3878');
      expect(titles(body)).toEqual(['Samen fietsen op de duofiets', 'Wandeling met ouderen in het park']);
    });

    it('measures from a postcode, and says so in meta.origin', async () => {
      const body = await search('?postcode=3511ab&distance=10');
      expect(titles(body)).toEqual(['Wandeling met ouderen in het park']);
      expect(body.meta.origin).toMatchObject({ postcode: '3511 AB' });
      const origin = body.meta.origin as { latitude: number; longitude: number };
      expect(Math.abs(origin.latitude - 52.0907)).toBeLessThan(0.011);
      expect(Math.abs(origin.longitude - 5.1214)).toBeLessThan(0.011);
    });

    it('refuses a postcode it cannot place, on the postcode parameter, translated', async () => {
      const english = await world.get('/api/v1/vacancies/search?postcode=1234AB');
      expect(english.statusCode).toBe(422);
      expect(english.json().errors[0]).toMatchObject({
        code: 'validation_failed',
        source: { parameter: 'postcode' },
        detail: 'We could not find postcode 1234 AB. Check it, or search by place instead.',
      });
      const dutch = await world.get('/api/v1/vacancies/search?postcode=1234AB', { 'accept-language': 'nl' });
      expect(dutch.json().errors[0].detail).toBe(
        'We konden postcode 1234 AB niet vinden. Controleer de postcode of zoek op plaats.',
      );
    });
  });

  describe('facets', () => {
    it('counts the results per tag, organisation, place kind, commitment, suitability, VOG and place on the map', async () => {
      const body = await search('');
      const tag = (key: keyof VacancySearchWorld['tags'], count: number) => ({
        id: String(world.tags[key].id),
        name: world.tags[key].name,
        count,
      });
      expect(body.meta.facets).toEqual({
        category: [tag('zorg', 2), tag('sport', 1)],
        skill: [tag('koken', 1), tag('wandelen', 1)],
        target_group: [tag('nieuwkomers', 1)],
        organization: [
          { id: String(world.brug.id), name: 'Buurthuis De Brug', count: 2 },
          { id: String(world.voedselbank.id), name: 'Voedselbank Rivierstad', count: 2 },
          { id: expect.any(String), name: 'Wijkteam Noord', count: 1 },
        ],
        location_kind: [
          { value: 'address', count: 3 },
          { value: 'at_home', count: 1 },
          { value: 'remote', count: 1 },
        ],
        // Remote and at-home vacancies have no position: the map shows the three with an address.
        on_map: [
          { value: 'false', count: 2 },
          { value: 'true', count: 3 },
        ],
        commitment: [
          { value: 'one_off', count: 1 },
          { value: 'period', count: 1 },
          { value: 'recurring', count: 3 },
        ],
        suitable_for: [
          { value: 'newcomers', count: 1 },
          { value: 'seniors', count: 1 },
          { value: 'students', count: 1 },
          { value: 'without_dutch', count: 1 },
        ],
        vog_required: [
          { value: 'false', count: 4 },
          { value: 'true', count: 1 },
        ],
      });
    });

    it('counts over the current results only', async () => {
      const body = await search(`?filter[category]=${world.tags.zorg.id}`);
      expect(body.meta.facets).toMatchObject({
        category: [{ name: 'Zorg', count: 2 }],
        organization: [{ name: 'Buurthuis De Brug', count: 2 }],
        commitment: expect.arrayContaining([
          { value: 'one_off', count: 1 },
          { value: 'recurring', count: 1 },
        ]),
        vog_required: [
          { value: 'false', count: 1 },
          { value: 'true', count: 1 },
        ],
      });
    });
  });

  describe('filters', () => {
    const filtered = async (query: string) => titles(await search(query)).sort();

    it('by tags: any of the ids within a kind, every kind given', async () => {
      const { zorg, sport, koken, nieuwkomers } = world.tags;
      expect(await filtered(`?filter[category]=${zorg.id},${sport.id}`)).toEqual([
        'Hulp bij boodschappen doen',
        'Samen fietsen op de duofiets',
        'Wandeling met ouderen in het park',
      ]);
      expect(await filtered(`?filter[category]=${zorg.id}&filter[skill]=${koken.id}`)).toEqual([
        'Hulp bij boodschappen doen',
      ]);
      expect(await filtered(`?filter[target_group]=${nieuwkomers.id}`)).toEqual([
        'Vrijwilliger gezocht voor online taalcoaching',
      ]);
    });

    it('by organisation', async () => {
      expect(await filtered(`?filter[organization_id]=${world.voedselbank.id}`)).toEqual([
        'Samen fietsen op de duofiets',
        'Vrijwilliger gezocht voor online taalcoaching',
      ]);
    });

    it('by place kind: remote means online or at home', async () => {
      expect(await filtered('?filter[remote]=true')).toEqual([
        'Vrijwilliger gezocht voor online taalcoaching',
        'Wandeling gedeeld door Noord',
      ]);
      expect(await filtered('?filter[location_kind]=at_home')).toEqual(['Wandeling gedeeld door Noord']);
    });

    it('by commitment and by whom it suits', async () => {
      expect(await filtered('?filter[commitment]=one_off,period')).toEqual([
        'Hulp bij boodschappen doen',
        'Vrijwilliger gezocht voor online taalcoaching',
      ]);
      expect(await filtered('?filter[suitable_for]=seniors,students')).toEqual([
        'Samen fietsen op de duofiets',
        'Wandeling met ouderen in het park',
      ]);
    });

    it('by VOG', async () => {
      expect(await filtered('?filter[vog_required]=true')).toEqual(['Wandeling met ouderen in het park']);
      expect(await filtered('?filter[vog_required]=false')).toHaveLength(4);
    });

    it('by date: a one-off on that day, a period or recurring vacancy running then', async () => {
      expect(await filtered('?filter[date]=2026-12-05')).toHaveLength(5);
      expect(await filtered('?filter[date]=2026-12-06')).not.toContain('Hulp bij boodschappen doen');
      expect(await filtered('?filter[date]=2027-02-15')).toEqual([
        'Samen fietsen op de duofiets',
        'Wandeling gedeeld door Noord',
        'Wandeling met ouderen in het park',
      ]);
    });
  });

  describe('sorting and pages', () => {
    it('sorts by relevance only with words; without them, newest first', async () => {
      const relevance = await search('?sort=relevance');
      const newest = await search('?sort=-published_at');
      expect(titles(relevance)).toEqual(titles(newest));
    });

    it('sorts the soonest closing first, then those without a closing date, newest first', async () => {
      const closing = titles(await search('?sort=expires_on'));
      expect(closing.slice(0, 2)).toEqual(['Hulp bij boodschappen doen', 'Samen fietsen op de duofiets']);
      const withoutDate = titles(await search('?sort=-published_at')).filter(
        (title) => !closing.slice(0, 2).includes(title),
      );
      expect(closing.slice(2)).toEqual(withoutDate);
    });

    it('pages with links that keep every parameter', async () => {
      const body = await search(
        `?q=wandeling&filter[category]=${world.tags.zorg.id}&page[size]=1&filter[vog_required]=true`,
      );
      expect(body.meta.pagination).toMatchObject({ page: 1, page_size: 1, total: 1 });
      const twoPages = await search('?filter[remote]=true&page[size]=1&sort=-published_at');
      expect(twoPages.meta.pagination).toMatchObject({ total: 2, total_pages: 2 });
      expect(twoPages.links.next).toContain('page%5Bnumber%5D=2');
      expect(twoPages.links.next).toContain('filter%5Bremote%5D=true');
      expect(twoPages.links.next).toContain('sort=-published_at');
      const second = await world.get(`${twoPages.links.next}`);
      expect(titles(second.json())).toEqual(['Wandeling gedeeld door Noord']);
    });
  });
});
