import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import {
  buildVacancySearchResult,
  searchOriginOf,
  vacancySearchDocument,
  valueCounts,
} from '../../../test/factories/vacancy-search.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const searches = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/v1/vacancies/search');
const lastSearch = (calls: RecordedCall[]) => searches(calls).at(-1)!.query;

const zorgFacet = { category: [{ id: '1', name: 'Zorg', count: 4 }] };

/** A search answer with one result, measured from the place searched from when there is one. */
function oneResultAnswer(call: RecordedCall) {
  const distanceKm = searchOriginOf(call.query) ? 1.2 : null;
  return json(vacancySearchDocument([buildVacancySearchResult({ attributes: { distanceKm } })], { query: call.query }));
}

describe('searching vacancies (/vacancies/search)', () => {
  it('lists the results as cards with place, distance, time, summary and tags, and announces their number', async () => {
    stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(
          vacancySearchDocument(
            [
              buildVacancySearchResult({ id: '5', attributes: { title: 'Koken voor ouderen', distanceKm: 3.24 } }),
              buildVacancySearchResult({
                id: '6',
                attributes: { title: 'Online bijles', locationKind: 'remote', latitude: null, longitude: null },
              }),
            ],
            { query: call.query },
          ),
        ),
    });
    // A distance is only sent for a search from a place.
    renderApp('/vacancies/search?postcode=3511AB');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vrijwilligerswerk zoeken' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Koken voor ouderen' })).toHaveAttribute('href', '/vacancies/5');
    expect(screen.getByText('2 vacatures gevonden')).toHaveAttribute('aria-live', 'polite');
    const card = screen.getByRole('link', { name: 'Koken voor ouderen' }).closest('article')!;
    expect(within(card).getByText('Voedselbank Utrecht')).toBeInTheDocument();
    expect(within(card).getByText('Utrecht')).toBeInTheDocument();
    expect(within(card).getByText('Op 3,2 km afstand')).toBeInTheDocument();
    expect(within(card).getByText('4 uur per week')).toBeInTheDocument();
    expect(within(card).getByText('Help mee in de buurt.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Labels van Koken voor ouderen' })).toHaveTextContent('Zorg');
    const remote = screen.getByRole('link', { name: 'Online bijles' }).closest('article')!;
    expect(within(remote).getByText('Op afstand')).toBeInTheDocument();
  });

  it('restores a shared search from the address: words, filters, sort and page', async () => {
    const calls = stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(vacancySearchDocument([buildVacancySearchResult()], { query: call.query, total: 60, facets: zorgFacet })),
    });
    renderApp('/vacancies/search?q=koken&category=1&commitment=recurring&vog=true&sort=-published_at&page=2');
    expect(await screen.findByRole('link', { name: 'Vacature 5' })).toBeInTheDocument();
    const query = lastSearch(calls);
    expect(Object.fromEntries(query)).toEqual({
      q: 'koken',
      'filter[category]': '1',
      'filter[commitment]': 'recurring',
      'filter[vog_required]': 'true',
      sort: '-published_at',
      'page[number]': '2',
      'page[size]': '25',
    });
    expect(screen.getByLabelText('Waar ben je naar op zoek?')).toHaveValue('koken');
    expect(screen.getByLabelText('Zorg (4)')).toBeChecked();
    expect(screen.getByLabelText('Doorlopend (0)')).toBeChecked();
    expect(screen.getByLabelText('VOG verplicht (0)')).toBeChecked();
    expect(screen.getByLabelText('Sorteren')).toHaveValue('-published_at');
    expect(screen.getByText('Pagina 2 van 3')).toBeInTheDocument();
  });

  it('shows how many results each filter option has, and filters when one is ticked', async () => {
    const calls = stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(
          vacancySearchDocument([buildVacancySearchResult()], {
            query: call.query,
            facets: {
              category: [{ id: '1', name: 'Zorg', count: 4 }],
              skill: [{ id: '2', name: 'Koken', count: 2 }],
              targetGroup: [{ id: '3', name: 'Ouderen', count: 1 }],
              locationKind: valueCounts({ address: 3, remote: 2, at_home: 1 }),
              commitment: valueCounts({ one_off: 2, recurring: 5 }),
              suitableFor: valueCounts({ people_with_disability: 1 }),
              vogRequired: valueCounts({ true: 3, false: 5 }),
            },
          }),
        ),
    });
    const { router } = renderApp('/vacancies/search');
    expect(await screen.findByLabelText('Zorg (4)')).not.toBeChecked();
    expect(screen.getByLabelText('Koken (2)')).toBeInTheDocument();
    expect(screen.getByLabelText('Ouderen (1)')).toBeInTheDocument();
    expect(screen.getByLabelText('Op afstand of thuis (3)')).toBeInTheDocument();
    expect(screen.getByLabelText('Eenmalig (2)')).toBeInTheDocument();
    expect(screen.getByLabelText('Mensen met een beperking (1)')).toBeInTheDocument();
    expect(screen.getByLabelText('Geen VOG nodig (5)')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Zorg (4)'));
    await userEvent.click(screen.getByLabelText('Eenmalig (2)'));
    await waitFor(() => expect(lastSearch(calls).get('filter[commitment]')).toBe('one_off'));
    expect(lastSearch(calls).get('filter[category]')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('commitment')).toBe('one_off');
  });

  it('leaves out filter values no result has, unless ticked', async () => {
    stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(
          vacancySearchDocument([buildVacancySearchResult()], {
            query: call.query,
            facets: {
              category: [
                { id: '1', name: 'Zorg', count: 4 },
                { id: '2', name: 'Sport', count: 0 },
                { id: '3', name: 'Natuur', count: 0 },
              ],
              commitment: valueCounts({ one_off: 0, period: 0, recurring: 5 }),
            },
          }),
        ),
    });
    renderApp('/vacancies/search?category=3');
    expect(await screen.findByLabelText('Zorg (4)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Sport/)).toBeNull();
    // Ticked, so it can be unticked.
    expect(screen.getByLabelText('Natuur (0)')).toBeChecked();
    expect(screen.getByLabelText('Doorlopend (5)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Eenmalig/)).toBeNull();
  });

  it('shows the postcode as people write it, and no page size for a single page of results', async () => {
    stubApi({ 'GET /api/v1/vacancies/search': oneResultAnswer });
    renderApp('/vacancies/search?postcode=3511AB');
    expect(await screen.findByLabelText(/^Postcode/)).toHaveValue('3511 AB');
    expect(await screen.findByText('1 vacature gevonden')).toBeInTheDocument();
    expect(screen.queryByLabelText('Vacatures per pagina')).toBeNull();
  });

  it('puts the words in the address when the form is submitted, and the back button brings the earlier search back', async () => {
    const calls = stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(vacancySearchDocument([buildVacancySearchResult()], { query: call.query, facets: zorgFacet })),
    });
    const { router } = renderApp('/vacancies/search');
    const box = await screen.findByLabelText('Waar ben je naar op zoek?');
    await userEvent.type(box, 'tuin');
    // Typing alone searches nothing: the form is submitted once, as a whole.
    expect(router.state.location.search).toBe('');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=tuin'));
    await waitFor(() => expect(lastSearch(calls).get('q')).toBe('tuin'));

    await userEvent.click(await screen.findByLabelText('Zorg (4)'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=tuin&category=1'));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Zorg (4)')).not.toBeChecked());
    expect(router.state.location.search).toBe('?q=tuin');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Waar ben je naar op zoek?')).toHaveValue(''));
    expect(router.state.location.search).toBe('');
    // The earlier search's results come from the cache (still fresh), not from a new call.
    expect(calls.filter((call) => call.path === '/api/v1/vacancies/search' && !call.query.get('q'))).toHaveLength(1);
  });

  it('submits words, postcode and distance together, by Enter in any field or by Zoeken', async () => {
    const calls = stubApi({ 'GET /api/v1/vacancies/search': oneResultAnswer });
    const { router } = renderApp('/vacancies/search');
    await userEvent.type(await screen.findByLabelText('Waar ben je naar op zoek?'), 'koken');
    await userEvent.type(screen.getByLabelText('Postcode'), '3511 ab');
    await userEvent.selectOptions(screen.getByLabelText('Afstand'), '10');
    expect(searches(calls)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=koken&postcode=3511AB&distance=10'));
    expect(Object.fromEntries(lastSearch(calls))).toMatchObject({ q: 'koken', postcode: '3511AB', distance: '10' });
    // The postcode as people write it, once the address has it.
    await waitFor(() => expect(screen.getByLabelText('Postcode')).toHaveValue('3511 AB'));

    // Enter in the postcode sends the words too.
    await userEvent.clear(screen.getByLabelText('Waar ben je naar op zoek?'));
    await userEvent.type(screen.getByLabelText('Waar ben je naar op zoek?'), 'tuin');
    await userEvent.type(screen.getByLabelText('Postcode'), '{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=tuin&postcode=3511AB&distance=10'));
  });

  it('refuses a postcode that is not one, without searching', async () => {
    const calls = stubApi({ 'GET /api/v1/vacancies/search': oneResultAnswer });
    const { router } = renderApp('/vacancies/search');
    const field = await screen.findByLabelText('Postcode');
    await userEvent.type(field, 'Utrecht{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Vul een postcode in zoals 3511 AB/);
    expect(field).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(searches(calls)).toHaveLength(1);
  });

  it('keeps the results and filters on screen when the postcode is unknown, and says so at the field', async () => {
    const calls = stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        call.query.get('postcode') === '9999ZZ'
          ? json(
              {
                errors: [
                  { status: '422', code: 'postcode_unknown', title: 'Onbekend', source: { parameter: 'postcode' } },
                ],
              },
              422,
            )
          : json(
              vacancySearchDocument([buildVacancySearchResult({ attributes: { title: 'Koken voor ouderen' } })], {
                query: call.query,
                facets: zorgFacet,
              }),
            ),
    });
    const { router } = renderApp('/vacancies/search?q=koken');
    expect(await screen.findByRole('link', { name: 'Koken voor ouderen' })).toBeInTheDocument();
    const field = screen.getByLabelText('Postcode');
    await userEvent.type(field, '9999 zz{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Deze postcode kennen we niet/);
    expect(field).toHaveValue('9999 zz');
    expect(lastSearch(calls).get('postcode')).toBe('9999ZZ');
    // Nothing changed: the address, the results, their number and the filters stay.
    expect(router.state.location.search).toBe('?q=koken');
    expect(screen.getByRole('link', { name: 'Koken voor ouderen' })).toBeInTheDocument();
    expect(screen.getByText('1 vacature gevonden')).toBeInTheDocument();
    expect(screen.getByLabelText('Zorg (4)')).toBeInTheDocument();
    // Correcting the postcode clears the message.
    await userEvent.clear(field);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('opens the filters on a phone in a sheet whose button shows how many vacancies they find', async () => {
    const calls = stubApi({ 'GET /api/v1/vacancies/search': oneResultAnswer });
    renderApp('/vacancies/search');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    // Beside the results from the md breakpoint (768 px); below it, behind this button.
    expect(toggle).toHaveClass('md:hidden');
    expect(screen.getByRole('region', { name: 'Filters' })).toHaveClass('hidden', 'md:flex');
    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Op afstand of thuis/ }));
    await waitFor(() => expect(lastSearch(calls).get('filter[remote]')).toBe('true'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Toon 1 vacature' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The button says how many filters are chosen.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('searches around a postcode within the chosen distance, and offers sorting by distance', async () => {
    const calls = stubApi({ 'GET /api/v1/vacancies/search': oneResultAnswer });
    const { router } = renderApp('/vacancies/search');
    await userEvent.type(await screen.findByLabelText('Postcode'), '3511 ab{Enter}');
    await waitFor(() => expect(lastSearch(calls).get('postcode')).toBe('3511AB'));
    expect(lastSearch(calls).get('distance')).toBe('25');
    await userEvent.selectOptions(screen.getByLabelText('Afstand'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(lastSearch(calls).get('distance')).toBe('10'));
    await userEvent.selectOptions(screen.getByLabelText('Sorteren'), 'distance');
    await waitFor(() => expect(lastSearch(calls).get('sort')).toBe('distance'));
    expect(router.state.location.search).toBe('?postcode=3511AB&distance=10&sort=distance');
  });

  it('does not offer sorting by distance without a place', async () => {
    stubApi({ 'GET /api/v1/vacancies/search': oneResultAnswer });
    renderApp('/vacancies/search');
    const sort = await screen.findByLabelText('Sorteren');
    expect(within(sort).queryByRole('option', { name: 'Dichtstbij eerst' })).toBeNull();
    expect(within(sort).getByRole('option', { name: 'Nieuwste eerst' })).toBeInTheDocument();
  });

  it('shows a postcode the API does not know as an error on the postcode field', async () => {
    stubApi({
      'GET /api/v1/vacancies/search': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'postcode_unknown',
                title: 'Onbekende postcode',
                source: { parameter: 'postcode' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/vacancies/search?postcode=9999ZZ');
    const field = await screen.findByLabelText('Postcode');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Deze postcode kennen we niet/);
    expect(screen.queryByText('De vacatures konden niet worden geladen')).toBeNull();
  });

  it('searches from the browser’s position, and says so clearly when the visitor refuses', async () => {
    const calls = stubApi({ 'GET /api/v1/vacancies/search': oneResultAnswer });
    let answer: 'allow' | 'refuse' = 'refuse';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) => {
          if (answer === 'allow')
            success({ coords: { latitude: 52.090_737, longitude: 5.121_42 } } as GeolocationPosition);
          else failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
        },
      },
    });
    const { router } = renderApp('/vacancies/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Gebruik mijn locatie' }));
    expect(await screen.findByText(/Je hebt geen toestemming gegeven om je locatie te gebruiken/)).toBeInTheDocument();

    answer = 'allow';
    await userEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' }));
    await waitFor(() => expect(lastSearch(calls).get('latitude')).toBe('52.0907'));
    expect(lastSearch(calls).get('longitude')).toBe('5.1214');
    expect(router.state.location.search).toBe('?lat=52.0907&lon=5.1214');
    expect(screen.getByRole('button', { name: 'Mijn locatie niet meer gebruiken' })).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const calls = stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(
          vacancySearchDocument(
            call.query.get('q') ? [] : [buildVacancySearchResult({ attributes: { title: 'Tuinieren' } })],
            { query: call.query },
          ),
        ),
    });
    const { router } = renderApp('/vacancies/search?q=zzz&remote=true');
    const heading = await screen.findByRole('heading', { name: 'Geen vacatures gevonden' });
    expect(screen.getByText('0 vacatures gevonden')).toBeInTheDocument();
    await userEvent.click(within(heading.parentElement!).getByRole('button', { name: 'Filters wissen' }));
    expect(await screen.findByRole('link', { name: 'Tuinieren' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Waar ben je naar op zoek?')).toHaveValue('');
    expect(lastSearch(calls).get('filter[remote]')).toBeNull();
  });

  it('offers to try again when the search fails', async () => {
    stubApi({
      'GET /api/v1/vacancies/search': () =>
        json({ errors: [{ status: '500', code: 'internal', title: 'Kapot' }] }, 500),
    });
    renderApp('/vacancies/search');
    expect(await screen.findByText('De vacatures konden niet worden geladen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('dims the results shown and says it is updating while the next search is on its way', async () => {
    let answerNext: (response: Response) => void = () => undefined;
    stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        call.query.get('sort') === '-published_at'
          ? new Promise<Response>((resolve) => {
              answerNext = resolve;
            })
          : oneResultAnswer(call),
    });
    renderApp('/vacancies/search');
    expect(await screen.findByText('1 vacature gevonden')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sorteren'), '-published_at');
    expect(await screen.findByText('Resultaten bijwerken…')).toHaveAttribute('aria-live', 'polite');
    const shown = screen.getAllByRole('article')[0]!.closest('[data-updating]');
    expect(shown).toHaveClass('opacity-50');
    answerNext(json(vacancySearchDocument([buildVacancySearchResult()], { facets: zorgFacet })));
    expect(await screen.findByText('1 vacature gevonden')).toBeInTheDocument();
    expect(document.querySelector('[data-updating]')).toBeNull();
  });

  it('keeps the filter options, without counts, when a search fails', async () => {
    stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        call.query.get('sort') === '-published_at'
          ? json({ errors: [{ status: '500', code: 'internal', title: 'Kapot' }] }, 500)
          : json(vacancySearchDocument([buildVacancySearchResult()], { query: call.query, facets: zorgFacet })),
    });
    renderApp('/vacancies/search');
    expect(await screen.findByLabelText('Zorg (4)')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sorteren'), '-published_at');
    expect(await screen.findByText('De vacatures konden niet worden geladen')).toBeInTheDocument();
    // Not "Zorg (0)": the option stays, its count is unknown.
    expect(screen.getByLabelText('Zorg')).toBeInTheDocument();
    expect(screen.queryByText('(0)')).toBeNull();
  });

  it('pages through the results and changes the page size through the address', async () => {
    const calls = stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(vacancySearchDocument([buildVacancySearchResult()], { query: call.query, total: 60 })),
    });
    const { router } = renderApp('/vacancies/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(lastSearch(calls).get('page[number]')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
    await userEvent.selectOptions(await screen.findByLabelText('Vacatures per pagina'), '50');
    await waitFor(() => expect(lastSearch(calls).get('page[size]')).toBe('50'));
    expect(router.state.location.search).toBe('?per_page=50');
  });

  it('shows the results on a map, saying which are remote', async () => {
    const calls = stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(
          vacancySearchDocument(
            [
              buildVacancySearchResult({ id: '5' }),
              buildVacancySearchResult({
                id: '6',
                attributes: { locationKind: 'at_home', latitude: null, longitude: null },
              }),
            ],
            { query: call.query },
          ),
        ),
    });
    const { router } = renderApp('/vacancies/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Kaart' }));
    expect(
      await screen.findByText(/1 vacature heeft een plek op de kaart\. 1 vacature heeft geen plek op de kaart/),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=map');
    expect(lastSearch(calls).get('page[size]')).toBe('100');
  });

  it('counts the map over all results, so its figures add up to the total, and says when it shows fewer', async () => {
    stubApi({
      'GET /api/v1/vacancies/search': (call) =>
        json(
          vacancySearchDocument([buildVacancySearchResult({ id: '5' }), buildVacancySearchResult({ id: '7' })], {
            query: call.query,
            total: 115,
            facets: { onMap: valueCounts({ true: 110, false: 5 }) },
          }),
        ),
    });
    renderApp('/vacancies/search?view=map');
    expect(
      await screen.findByText(
        '110 vacatures hebben een plek op de kaart. 5 vacatures hebben geen plek op de kaart (op afstand, thuis of adres onbekend). De kaart toont er 2; verfijn je zoekopdracht om de rest te zien.',
      ),
    ).toBeInTheDocument();
  });
});
