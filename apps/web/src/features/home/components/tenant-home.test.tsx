import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VacancySearchResultResource } from '@volunteerly/contracts/resources/vacancies';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, type ApiHandler, type RecordedCall } from '../../../test/app-test-utils.tsx';
import { buildPicture } from '../../../test/factories/pictures.ts';
import { buildVacancySearchResult, vacancySearchDocument } from '../../../test/factories/vacancy-search.ts';
import { buildVolunteerCenter, volunteerCenterDocument } from '../../../test/factories/volunteer-centers.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { closingSoonVacanciesQueryOptions } from '../api/list-closing-soon-vacancies.ts';
import { TenantHome } from './tenant-home.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const organizations = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: String(100 + index), name: `Organisatie ${index}`, count: 1 }));

const newest = [
  buildVacancySearchResult({
    id: '31',
    attributes: {
      title: 'Chauffeur voor de voedselbank',
      organizationName: 'Voedselbank Utrecht',
      locationKind: 'address',
      city: 'Utrecht',
      imageUrl: '/uploads/bus.jpg',
      picture: buildPicture({
        url: '/uploads/bus.jpg',
        width: 1200,
        height: 800,
        alt: { nl: 'Chauffeur voor de voedselbank', en: 'Chauffeur voor de voedselbank' },
        source: 'vacancy',
      }),
    },
  }),
  buildVacancySearchResult({
    id: '32',
    attributes: {
      title: 'Online taalmaatje',
      organizationName: 'Taalhuis',
      locationKind: 'remote',
      city: null,
      imageUrl: null,
    },
  }),
];

const categories = [
  { id: '1', name: 'Zorg', count: 12 },
  { id: '4', name: 'Sport', count: 1 },
];

interface Answers {
  /** The search sorted newest first: its results, total and facets. */
  overview?: ApiHandler;
  /** The search sorted on closing date. */
  closingSoon?: ApiHandler;
}

/** Answers the overview (newest first) with the newest two of 312 vacancies at 48 organisations. */
const overviewOf312: ApiHandler = (call) =>
  json(
    vacancySearchDocument(newest, {
      query: call.query,
      total: 312,
      facets: { organization: organizations(48), category: categories },
    }),
  );

const closingOf =
  (results: VacancySearchResultResource[]): ApiHandler =>
  (call) =>
    json(vacancySearchDocument(results, { query: call.query }));

/** The centre's picture: one of its stock images. */
const centerPicture = buildPicture({
  url: '/uploads/9d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d.jpg',
  width: 1600,
  height: 900,
  alt: { nl: 'Vrijwilligers op de markt van Rivierstad', en: 'Volunteers at the Rivierstad market' },
  source: 'stock',
});

/** Stubs GET /api/v1/vacancies/search, answering by its sort, and the centre (its picture); returns the recorded calls. */
function stubSearch({ overview = overviewOf312, closingSoon = closingOf([]) }: Answers = {}): RecordedCall[] {
  return stubApi({
    'GET /api/v1/vacancies/search': (call) =>
      call.query.get('sort') === 'expires_on' ? closingSoon(call) : overview(call),
    'GET /api/v1/volunteer_centers/current': () =>
      json(volunteerCenterDocument(buildVolunteerCenter('1', { picture: centerPicture }))),
  });
}

function renderHome(logoUrl: string | null = '/logo.svg') {
  return renderWithRouter(
    [
      {
        path: '*',
        element: <TenantHome appName="Vacaturebank Rivierstad" centerName="Gemeente Rivierstad" logoUrl={logoUrl} />,
      },
    ],
    '/',
  );
}

describe('the tenant home page', () => {
  it("shows the centre's name as the one h1, its logo and a welcome with the app name", async () => {
    stubSearch();
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gemeente Rivierstad' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Logo van Gemeente Rivierstad' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByText('Welkom bij Vacaturebank Rivierstad.')).toBeInTheDocument();
  });

  it("shows the centre's picture in the hero, described by its alt text", async () => {
    const calls = stubSearch();
    renderHome();
    const hero = await screen.findByRole('region', { name: 'Gemeente Rivierstad' });
    const picture = await within(hero).findByRole('img', { name: 'Vrijwilligers op de markt van Rivierstad' });
    expect(picture).toHaveAttribute('src', centerPicture.url);
    expect(picture).toHaveAttribute('width', '1600');
    expect(calls.filter((call) => call.path === '/api/v1/volunteer_centers/current')).toHaveLength(1);
  });

  it('leaves the logo out when the centre has none', async () => {
    stubSearch();
    renderHome(null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img', { name: /Logo/ })).not.toBeInTheDocument();
  });

  it('asks one search for the newest six with the counts, and one for the four closing soonest', async () => {
    const calls = stubSearch();
    renderHome();
    await screen.findByRole('region', { name: 'Nieuwste vacatures' });
    const searches = () => calls.filter((call) => call.path === '/api/v1/vacancies/search');
    await waitFor(() => expect(searches()).toHaveLength(2));
    const queries = searches().map((call) => Object.fromEntries(call.query));
    expect(queries).toContainEqual({ sort: '-published_at', 'page[size]': '6' });
    expect(queries).toContainEqual({ sort: 'expires_on', 'page[size]': '4' });
  });

  it('says how many vacancies there are at how many organisations', async () => {
    stubSearch();
    renderHome();
    expect(await screen.findByText('312 vacatures bij 48 organisaties')).toBeInTheDocument();
    // It says what it counts: the search's definition (decision 050).
    expect(screen.getByText('(gepubliceerd en niet verlopen)')).toBeInTheDocument();
  });

  it('writes the counts in the singular and with thousands separators, in Dutch and English', async () => {
    stubSearch({
      overview: (call) =>
        json(
          vacancySearchDocument(newest.slice(0, 1), { query: call.query, facets: { organization: organizations(1) } }),
        ),
    });
    const { unmount } = renderHome();
    expect(await screen.findByText('1 vacature bij 1 organisatie')).toBeInTheDocument();
    unmount();

    stubSearch({
      overview: (call) =>
        json(
          vacancySearchDocument(newest, { query: call.query, total: 1234, facets: { organization: organizations(2) } }),
        ),
    });
    await i18next.changeLanguage('en');
    renderHome();
    expect(await screen.findByText('1,234 vacancies at 2 organisations')).toBeInTheDocument();
  });

  it('shows the newest vacancies as cards that link to their vacancy, and a link to all of them', async () => {
    stubSearch();
    renderHome();
    const section = await screen.findByRole('region', { name: 'Nieuwste vacatures' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const [withImage, remote] = cards as [HTMLElement, HTMLElement];
    expect(within(withImage).getByRole('heading', { level: 3, name: 'Chauffeur voor de voedselbank' })).toBeVisible();
    expect(within(withImage).getByRole('link', { name: 'Chauffeur voor de voedselbank' })).toHaveAttribute(
      'href',
      '/vacancies/31',
    );
    expect(within(withImage).getByText('Voedselbank Utrecht')).toBeInTheDocument();
    expect(within(withImage).getByText('Utrecht')).toBeInTheDocument();
    // The picture beside the title says nothing the title does not: alt="", and lazily loaded.
    expect(withImage.querySelector('img')).toHaveAttribute('src', '/uploads/bus.jpg');
    expect(withImage.querySelector('img')).toHaveAttribute('alt', '');
    expect(withImage.querySelector('img')).toHaveAttribute('loading', 'lazy');

    expect(within(remote).getByRole('link', { name: 'Online taalmaatje' })).toHaveAttribute('href', '/vacancies/32');
    expect(within(remote).getByText('Op afstand')).toBeInTheDocument();
    expect(remote.querySelector('img')).toHaveAttribute('src', '/api/default_pictures/samen.svg');

    expect(within(section).getByRole('link', { name: 'Alle vacatures' })).toHaveAttribute('href', '/vacancies/search');
  });

  it('lists the vacancies closing soonest with their closing date, leaving out those without one', async () => {
    stubSearch({
      closingSoon: closingOf([
        buildVacancySearchResult({ id: '41', attributes: { title: 'Kerstmarkt opbouwen', expiresOn: '2026-12-12' } }),
        buildVacancySearchResult({ id: '42', attributes: { title: 'Altijd welkom', expiresOn: null } }),
      ]),
    });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Sluiten binnenkort' });
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'Kerstmarkt opbouwen' })).toHaveAttribute('href', '/vacancies/41');
    expect(within(section).getByText('Sluit op 12 december 2026')).toBeInTheDocument();
    expect(within(section).queryByText('Altijd welkom')).toBeNull();
  });

  it('writes the closing date in English', async () => {
    await i18next.changeLanguage('en');
    stubSearch({
      closingSoon: closingOf([
        buildVacancySearchResult({
          id: '41',
          attributes: { title: 'Build the Christmas market', expiresOn: '2026-12-12' },
        }),
      ]),
    });
    renderHome();
    const section = await screen.findByRole('region', { name: 'Closing soon' });
    expect(within(section).getByText('Closes on December 12, 2026')).toBeInTheDocument();
  });

  it('leaves out the closing-soon section when no vacancy has a closing date', async () => {
    stubSearch({ closingSoon: closingOf([buildVacancySearchResult({ id: '42', attributes: { expiresOn: null } })]) });
    const { queryClient } = renderHome();
    await screen.findByRole('region', { name: 'Nieuwste vacatures' });
    await waitFor(() =>
      expect(queryClient.getQueryState(closingSoonVacanciesQueryOptions().queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Sluiten binnenkort' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sluiten binnenkort' })).toBeNull();
  });

  it('links each category to the search filtered on it, with how many vacancies it has', async () => {
    stubSearch();
    renderHome();
    const section = await screen.findByRole('region', { name: 'Ontdek per categorie' });
    expect(
      within(section).getByText('Geteld zoals in de zoekresultaten: gepubliceerd en niet verlopen.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Zorg 12 vacatures' })).toHaveAttribute(
      'href',
      '/vacancies/search?category=1',
    );
    expect(within(section).getByRole('link', { name: 'Sport 1 vacature' })).toHaveAttribute(
      'href',
      '/vacancies/search?category=4',
    );
  });

  it('gives organisations a way in: sign up, or see all organisations', async () => {
    stubSearch();
    renderHome();
    const section = await screen.findByRole('region', { name: 'Voor organisaties' });
    expect(within(section).getByRole('link', { name: 'Organisatie registreren' })).toHaveAttribute(
      'href',
      '/organizations/signup',
    );
    expect(within(section).getByRole('link', { name: 'Alle organisaties' })).toHaveAttribute('href', '/organizations');
  });

  it('has a heading per section under the h1, and no link to developer pages', async () => {
    stubSearch({
      closingSoon: closingOf([buildVacancySearchResult({ id: '41', attributes: { expiresOn: '2026-12-12' } })]),
    });
    renderHome();
    await screen.findByRole('region', { name: 'Sluiten binnenkort' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Nieuwste vacatures',
      'Sluiten binnenkort',
      'Ontdek per categorie',
      'Voor organisaties',
    ]);
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter((target) => target.startsWith('/dev') || target.startsWith('/switch'))).toEqual([]);
  });

  it('shows skeletons while the vacancies load', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubSearch({ overview: () => pending });
    renderHome();
    expect(await screen.findByRole('status')).toHaveTextContent('Vacatures laden…');
    expect(screen.queryByRole('region', { name: 'Nieuwste vacatures' })).toBeNull();
    answer(json(vacancySearchDocument(newest, { total: 2, facets: { organization: organizations(2) } })));
    expect(await screen.findByRole('region', { name: 'Nieuwste vacatures' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('welcomes the first visitors when there are no vacancies yet, and still shows the way in for organisations', async () => {
    stubSearch({ overview: (call) => json(vacancySearchDocument([], { query: call.query })) });
    renderHome();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nog geen vacatures' })).toBeInTheDocument();
    expect(screen.getByText(/Binnenkort vind je hier vrijwilligerswerk/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organisatie registreren' })).toHaveAttribute(
      'href',
      '/organizations/signup',
    );
    expect(screen.queryByText(/0 vacatures/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Nieuwste vacatures' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ontdek per categorie' })).toBeNull();
  });

  it('says when the vacancies could not be loaded, and loads them on retry', async () => {
    let failures = 1;
    stubSearch({
      overview: (call) =>
        failures-- > 0
          ? json({ errors: [{ status: '500', code: 'internal', title: 'Kapot' }] }, 500)
          : overviewOf312(call),
    });
    renderHome();
    expect(await screen.findByText('De vacatures konden niet worden geladen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organisatie registreren' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('region', { name: 'Nieuwste vacatures' })).toBeInTheDocument();
    expect(screen.getByText('312 vacatures bij 48 organisaties')).toBeInTheDocument();
  });

  it('sends the words and the postcode to the vacancy search', async () => {
    stubSearch();
    const { router } = renderHome();
    const search = await screen.findByRole('search', { name: 'Zoek vrijwilligerswerk' });
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Wat wil je doen?' }), 'taalmaatje');
    await userEvent.type(within(search).getByRole('textbox', { name: 'Postcode' }), ' 3511 AB ');
    await userEvent.click(within(search).getByRole('button', { name: 'Zoeken' }));
    expect(router.state.location.pathname).toBe('/vacancies/search');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'taalmaatje',
      postcode: '3511 AB',
    });
  });

  it('leaves out what the visitor did not fill in', async () => {
    stubSearch();
    const { router } = renderHome();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Wat wil je doen?' }), 'tuin');
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(router.state.location.search).toBe('?q=tuin');
  });
});
