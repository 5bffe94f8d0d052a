// @vitest-environment jsdom
// The description sanitiser needs jsdom's HTML parsing to strip event handlers (apps/web/vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { json, renderApp, stubApi, type ApiHandler } from '../../../test/app-test-utils.tsx';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { buildPicture } from '../../../test/factories/pictures.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import {
  buildPublicVacancy,
  favoriteDocument,
  similarVacanciesDocument,
  vacancyPageDocument,
  type PublicVacancyOverrides,
} from '../../../test/factories/vacancy-search.ts';

afterEach(() => {
  clearSession();
  toast.clear();
  vi.unstubAllGlobals();
});

function signIn(): Record<string, ApiHandler> {
  setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
  return {
    'GET /api/v1/current_user': () => json(currentUserDocument()),
    'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
  };
}

const noSimilar = { 'GET /api/v1/vacancies/5/similar': () => json(similarVacanciesDocument()) };

function vacancyAnswer(overrides: PublicVacancyOverrides = {}) {
  return () => json(vacancyPageDocument(buildPublicVacancy(overrides)));
}

describe('a vacancy (/vacancies/{id})', () => {
  it('shows everything about the vacancy, with its organisation, facts, map and similar vacancies', async () => {
    const calls = stubApi({
      'GET /api/v1/vacancies/5': vacancyAnswer({
        attributes: {
          title: 'Koken voor ouderen',
          descriptionHtml:
            '<p>Samen <strong>koken</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          suitableFor: ['students', 'seniors'],
        },
      }),
      'GET /api/v1/vacancies/5/similar': () =>
        json(similarVacanciesDocument([buildPublicVacancy({ id: '8', attributes: { title: 'Boodschappen doen' } })])),
    });
    renderApp('/vacancies/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Koken voor ouderen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Koken voor ouderen/));
    expect(calls.find((call) => call.path === '/api/v1/vacancies/5')?.query.get('include')).toBe('organization,tags');
    expect(screen.getByRole('link', { name: 'Voedselbank Utrecht' })).toHaveAttribute('href', '/organizations/7');
    const about = screen.getByRole('region', { name: 'Over deze vacature' });
    expect(within(about).getByText('koken', { selector: 'strong' })).toBeInTheDocument();
    expect(about.querySelector('script, [onerror]')).toBeNull();

    const facts = screen.getByRole('complementary', { name: 'Praktisch' });
    expect(within(facts).getByText('3511 AB Utrecht')).toBeInTheDocument();
    expect(within(facts).getByText('4 uur per week')).toBeInTheDocument();
    expect(
      within(within(facts).getByRole('list', { name: 'Dagdelen' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Maandag: ochtend, middag', 'Zaterdag: avond']);
    expect(within(facts).getByText('16 jaar')).toBeInTheDocument();
    expect(within(facts).getByText('VOG verplicht')).toBeInTheDocument();
    expect(within(facts).getByText('Studenten, Senioren')).toBeInTheDocument();
    expect(within(facts).getByText('Nederlands, Engels')).toBeInTheDocument();
    expect(within(facts).getByText('Nog 2 van de 3 plaatsen vrij')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'piet@voedselbank.example' })).toHaveAttribute(
      'href',
      'mailto:piet@voedselbank.example',
    );
    expect(within(screen.getByRole('list', { name: 'Vaardigheden' })).getByText('Koken')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Doelgroepen' })).getByText('Ouderen')).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Kaart met de locatie van Koken voor ouderen' }),
    ).toBeInTheDocument();

    const similar = await screen.findByRole('region', { name: 'Vergelijkbare vacatures' });
    expect(within(similar).getByRole('link', { name: 'Boodschappen doen' })).toHaveAttribute('href', '/vacancies/8');
    expect(screen.queryByRole('link', { name: 'Bewerken' })).toBeNull();
  });

  it('shows its picture at the top, fetched first: an illustration described, its own image not (the title says it)', async () => {
    stubApi({ ...noSimilar, 'GET /api/v1/vacancies/5': vacancyAnswer() });
    const { unmount } = renderApp('/vacancies/5');
    const illustration = await screen.findByRole('img', {
      name: 'Illustratie: twee handen die elkaar schudden, met een hartje en sterretjes',
    });
    expect(illustration).toHaveAttribute('src', '/api/default_pictures/samen.svg');
    expect(illustration).toHaveAttribute('loading', 'eager');
    expect(illustration).toHaveAttribute('fetchpriority', 'high');
    expect(illustration).toHaveAttribute('width', '1200');
    expect(illustration).toHaveAttribute('height', '600');
    unmount();

    const own = buildPicture({
      url: '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.jpg',
      variants: [{ url: '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.w960.webp', width: 960 }],
      alt: { nl: 'Koken voor ouderen', en: 'Koken voor ouderen' },
      source: 'vacancy',
    });
    stubApi({
      'GET /api/v1/vacancies/6': vacancyAnswer({ id: '6', attributes: { picture: own } }),
      'GET /api/v1/vacancies/6/similar': () => json(similarVacanciesDocument()),
    });
    const { container } = renderApp('/vacancies/6');
    await screen.findByRole('heading', { level: 1, name: 'Vacature 6' });
    const image = container.querySelector(`img[src="${own.url}"]`);
    expect(image).toHaveAttribute('alt', '');
    expect(container.querySelector('picture > source')).toHaveAttribute(
      'srcset',
      '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.w960.webp 960w',
    );
  });

  it('asks for similar vacancies only when the end of the page nears the screen', async () => {
    // A screen the test scrolls: observers hear of their elements only when told.
    const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, elements: [] };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.elements.push(element);
        }
        disconnect() {
          this.entry.elements = [];
        }
      },
    );
    const calls = stubApi({
      'GET /api/v1/vacancies/5': vacancyAnswer(),
      'GET /api/v1/vacancies/5/similar': () =>
        json(similarVacanciesDocument([buildPublicVacancy({ id: '8', attributes: { title: 'Boodschappen doen' } })])),
    });
    renderApp('/vacancies/5');
    await screen.findByRole('heading', { level: 1, name: 'Vacature 5' });
    await screen.findByRole('region', { name: 'Over deze vacature' });
    expect(calls.some((call) => call.path.endsWith('/similar'))).toBe(false);

    // The visitor scrolls down.
    for (const { callback, elements } of observers) {
      callback(
        elements.map((target): IntersectionObserverEntry => ({
          target,
          isIntersecting: true,
          intersectionRatio: 1,
          boundingClientRect: target.getBoundingClientRect(),
          intersectionRect: target.getBoundingClientRect(),
          rootBounds: null,
          time: 0,
        })),
        {} as IntersectionObserver,
      );
    }
    const similar = await screen.findByRole('region', { name: 'Vergelijkbare vacatures' });
    expect(within(similar).getByRole('link', { name: 'Boodschappen doen' })).toBeInTheDocument();
  });

  // Its JobPosting is in the server's HTML (apps/api/test/public-pages/page-documents.test.ts).
  it('says a remote vacancy is done from a distance', async () => {
    stubApi({
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer({
        attributes: { locationKind: 'remote', street: null, houseNumber: null, latitude: null, longitude: null },
      }),
    });
    renderApp('/vacancies/5');
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('complementary', { name: 'Praktisch' })).getByText('Op afstand'),
    ).toBeInTheDocument();
  });

  it('saves and unsaves the vacancy for a signed-in user', async () => {
    let saved = false;
    const calls = stubApi({
      ...signIn(),
      ...noSimilar,
      'GET /api/v1/vacancies/5': () => json(vacancyPageDocument(buildPublicVacancy({ viewer: { isFavorite: saved } }))),
      'POST /api/v1/vacancies/5/favorite': () => {
        saved = true;
        return json(favoriteDocument());
      },
      'DELETE /api/v1/vacancies/5/favorite': () => {
        saved = false;
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/vacancies/5');
    const save = await screen.findByRole('button', { name: 'Bewaren' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(calls.filter((call) => call.path === '/api/v1/vacancies/5/favorite').map((call) => call.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('asks a visitor to sign in to save, coming back here afterwards', async () => {
    stubApi({ ...noSimilar, 'GET /api/v1/vacancies/5': vacancyAnswer() });
    renderApp('/vacancies/5');
    expect(await screen.findByRole('link', { name: 'Log in om te bewaren' })).toHaveAttribute(
      'href',
      '/auth/login-1?redirect=%2Fvacancies%2F5',
    );
    expect(screen.queryByRole('button', { name: 'Bewaren' })).toBeNull();
  });

  it('offers WhatsApp, e-mail, LinkedIn, Facebook and copying the link when the browser cannot share', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    stubApi({ ...noSimilar, 'GET /api/v1/vacancies/5': vacancyAnswer() });
    renderApp('/vacancies/5');
    await userEvent.click(await screen.findByRole('button', { name: /Delen/ }));
    // The menu is a popover: jsdom keeps it closed (the browser suite opens it), its items are there.
    const menu = screen.getByRole('list', { name: 'Delen via', hidden: true });
    const address = encodeURIComponent('https://volunteerly.test/vacancies/5');
    expect(within(menu).getByRole('link', { name: /WhatsApp/, hidden: true })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('Vacature 5 https://volunteerly.test/vacancies/5')}`,
    );
    expect(
      within(menu)
        .getByRole('link', { name: /E-mail/, hidden: true })
        .getAttribute('href'),
    ).toContain(`body=${address}`);
    expect(
      within(menu)
        .getByRole('link', { name: /LinkedIn/, hidden: true })
        .getAttribute('href'),
    ).toContain(`url=${address}`);
    expect(
      within(menu)
        .getByRole('link', { name: /Facebook/, hidden: true })
        .getAttribute('href'),
    ).toContain(`u=${address}`);
    await userEvent.click(within(menu).getByRole('button', { name: 'Link kopiëren', hidden: true }));
    expect(await screen.findAllByText('Link gekopieerd')).not.toHaveLength(0);
    expect(writeText).toHaveBeenCalledWith('https://volunteerly.test/vacancies/5');
  });

  it('offers an edit link to those who may edit it', async () => {
    stubApi({
      ...signIn(),
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer({ viewer: {}, abilities: { update: true, apply: false } }),
    });
    renderApp('/vacancies/5');
    expect(await screen.findByRole('link', { name: 'Bewerken' })).toHaveAttribute('href', '/vacancies/5/edit');
  });

  it('shows the not-found state when the vacancy does not exist or is not public', async () => {
    stubApi({
      'GET /api/v1/vacancies/5': () =>
        json({ errors: [{ status: '404', code: 'vacancy_not_found', title: 'Niet gevonden' }] }, 404),
    });
    renderApp('/vacancies/5');
    expect(await screen.findByRole('heading', { name: 'Vacature niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoek vrijwilligerswerk' })).toHaveAttribute('href', '/vacancies/search');
  });
});
