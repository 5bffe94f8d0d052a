import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { json, renderApp, stubApi, type ApiHandler } from '../../../test/app-test-utils.tsx';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import {
  buildGuestApplication,
  buildSubmittedApplication,
  submittedApplicationDocument,
} from '../../../test/factories/submitted-applications.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import {
  buildPublicVacancy,
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

describe('applying to a vacancy (/vacancies/{id})', () => {
  it('lets a signed-in volunteer apply with a motivation and answers, then confirms it', async () => {
    const calls = stubApi({
      ...signIn(),
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer({
        attributes: { questions: ['Heb je ervaring met koken?'] },
        viewer: {},
      }),
      'POST /api/v1/applications': () =>
        json(
          submittedApplicationDocument(
            buildSubmittedApplication({
              attributes: {
                motivation: 'Ik kook graag voor anderen.',
                answers: [{ question: 'Heb je ervaring met koken?', answer: 'Ja, thuis elke dag.' }],
              },
            }),
          ),
          201,
        ),
    });
    renderApp('/vacancies/5');
    await userEvent.type(await screen.findByLabelText(/^Motivatie/), 'Ik kook graag voor anderen.');
    await userEvent.type(screen.getByLabelText(/^Heb je ervaring met koken\?/), 'Ja, thuis elke dag.');
    expect(screen.queryByLabelText(/^E-mailadres/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('Je aanmelding is verstuurd')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      application: { vacancy_id: '5', motivation: 'Ik kook graag voor anderen.', answers: ['Ja, thuis elke dag.'] },
    });
    expect(screen.getByRole('link', { name: 'Bekijk je aanmeldingen' })).toHaveAttribute('href', '/applications');
  });

  it('tells a volunteer who applied to a full vacancy that they are on the waiting list', async () => {
    stubApi({
      ...signIn(),
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer({ attributes: { placesTaken: 3 }, viewer: {} }),
      'POST /api/v1/applications': () =>
        json(
          submittedApplicationDocument(
            buildSubmittedApplication({
              attributes: { status: 'waitlisted', motivation: 'Ik wacht graag op een plek.' },
            }),
          ),
          201,
        ),
    });
    renderApp('/vacancies/5');
    const keyFacts = await screen.findByRole('list', { name: 'In het kort' });
    expect(within(keyFacts).getByText('Vol — meld je aan voor de wachtlijst')).toBeInTheDocument();
    // At the top and in the bar a phone keeps at the bottom, both leading to the form.
    const actions = screen.getAllByRole('link', { name: 'Aanmelden voor de wachtlijst' });
    expect(actions.map((action) => action.getAttribute('href'))).toEqual(['#vacancy-apply', '#vacancy-apply']);
    await userEvent.type(screen.getByLabelText(/^Motivatie/), 'Ik wacht graag op een plek.');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden voor de wachtlijst' }));
    expect(await screen.findByText('Je staat op de wachtlijst')).toBeInTheDocument();
  });

  it('asks a guest for name and e-mail, sends them along, and says to check their e-mail', async () => {
    const calls = stubApi({
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer(),
      'POST /api/v1/applications': () =>
        json(
          submittedApplicationDocument(
            buildGuestApplication({ name: 'Bram Bakker', email: 'bram@example.org' }, { id: '91' }),
          ),
          201,
        ),
    });
    renderApp('/vacancies/5');
    expect(await screen.findByText(/Je krijgt daarna een e-mail om je aanmelding te bevestigen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('Naam is verplicht.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Naam/), 'Bram Bakker');
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'Bram@Example.org');
    await userEvent.type(screen.getByLabelText(/^Motivatie/), 'Ik wil graag helpen.');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('Bijna klaar: check je e-mail')).toBeInTheDocument();
    expect(screen.getByText(/We hebben een mail gestuurd naar bram@example.org/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      application: {
        vacancy_id: '5',
        motivation: 'Ik wil graag helpen.',
        answers: [],
        guest: { name: 'Bram Bakker', email: 'bram@example.org', locale: 'nl' },
      },
    });
  });

  it('shows the API’s field errors on their fields', async () => {
    stubApi({
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer(),
      'POST /api/v1/applications': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'too_short',
                title: 'Motivatie is te kort.',
                source: { pointer: '/application/motivation' },
              },
              {
                status: '422',
                code: 'invalid',
                title: 'Dit e-mailadres kan geen mail ontvangen.',
                source: { pointer: '/application/guest/email' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/vacancies/5');
    await userEvent.type(await screen.findByLabelText(/^Naam/), 'Bram Bakker');
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'bram@example.org');
    await userEvent.type(screen.getByLabelText(/^Motivatie/), 'Ik wil graag helpen.');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Motivatie/)).toHaveAccessibleDescription(/Motivatie is te kort\./),
    );
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveAccessibleDescription(
      /Dit e-mailadres kan geen mail ontvangen\./,
    );
    expect(screen.getByLabelText(/^Motivatie/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the user had applied already, linking to their applications', async () => {
    stubApi({
      ...signIn(),
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer({ viewer: {} }),
      'POST /api/v1/applications': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'application_duplicate',
                title: 'Je hebt je al aangemeld.',
                source: { pointer: '/application/vacancy_id' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/vacancies/5');
    await userEvent.type(await screen.findByLabelText(/^Motivatie/), 'Ik wil graag helpen.');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('Je hebt je aangemeld voor deze vacature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk je aanmeldingen' })).toHaveAttribute('href', '/applications');
  });

  it('shows ‘you applied’ instead of the form when the user has applied', async () => {
    stubApi({ ...signIn(), ...noSimilar, 'GET /api/v1/vacancies/5': vacancyAnswer({ viewer: { hasApplied: true } }) });
    renderApp('/vacancies/5');
    expect(await screen.findByText('Je hebt je aangemeld voor deze vacature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk je aanmeldingen' })).toHaveAttribute('href', '/applications');
    expect(screen.queryByLabelText(/^Motivatie/)).toBeNull();
  });

  it('asks for an answer to each of the vacancy’s questions before sending', async () => {
    const calls = stubApi({
      ...signIn(),
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer({ attributes: { questions: ['Wanneer kun je beginnen?'] }, viewer: {} }),
    });
    renderApp('/vacancies/5');
    await userEvent.type(await screen.findByLabelText(/^Motivatie/), 'Ik wil graag helpen.');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByText('Het antwoord op vraag 1 is verplicht.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Wanneer kun je beginnen\?/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers no form when the vacancy is closed', async () => {
    stubApi({
      ...noSimilar,
      'GET /api/v1/vacancies/5': vacancyAnswer({ attributes: { status: 'closed', closedAt: '2026-11-20T10:00:00Z' } }),
    });
    renderApp('/vacancies/5');
    expect(await screen.findByText('Deze vacature staat niet meer open')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Motivatie/)).toBeNull();
  });
});
