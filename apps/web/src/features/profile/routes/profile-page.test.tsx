import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { profileUserDocument, signedInHandlers } from '../../../test/factories/users.ts';
import { ProfilePage } from './profile-page.tsx';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('my profile (/profiel)', () => {
  it("shows the user's details, the pending address, chosen tags with what they wrote, availability and the account links", async () => {
    stubApi(
      signedInHandlers(
        profileUserDocument({
          attributes: {
            unconfirmedEmail: 'anna@nieuw.example.org',
            skillTags: [{ id: '21', name: 'Koken voor groepen' }],
          },
        }),
      ),
    );
    renderApp('/profiel');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna de Vries' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(detail('E-mailadres')).toHaveTextContent('anna@example.org');
    expect(detail('E-mailadres')).toHaveTextContent('Nog niet bevestigd: anna@nieuw.example.org');
    expect(detail('Telefoonnummer')).toHaveTextContent('0612345678');
    expect(detail('Geboortedatum')).toHaveTextContent('17 mei 1990');
    expect(detail('Postcode')).toHaveTextContent('3511 AB');
    expect(detail('Woonplaats')).toHaveTextContent('Utrecht');
    expect(detail('Taal')).toHaveTextContent('Nederlands');
    expect(detail('Periodieke e-mail')).toHaveTextContent('Elke maand');
    expect(detail('Over mij')).toHaveTextContent('Ik kook graag voor anderen.');
    expect(detail('Organisaties mogen mij vinden in de vrijwilligerspool')).toHaveTextContent('Ja');

    const skills = screen.getByRole('list', { name: 'Vaardigheden' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Koken voor groepen', 'koken', 'tuinieren']);
    expect(within(screen.getByRole('list', { name: 'Interesses' })).getByRole('listitem')).toHaveTextContent('natuur');

    const table = screen.getByRole('table', { name: 'Beschikbaarheid per dag en dagdeel' });
    const monday = within(table).getByRole('row', { name: /^Maandag/ });
    expect(
      within(monday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Beschikbaar', 'Niet beschikbaar', 'Beschikbaar']);
    expect(within(table).getByRole('columnheader', { name: 'Avond' })).toBeInTheDocument();

    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of [
      '/profile-edit',
      '/profile-edit/email',
      '/profile-edit/settings',
      '/profile-edit/periodieke-mail',
      '/auth/token',
      '/account/roles',
      '/account/verwijderen',
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  it('says what is not filled in', async () => {
    stubApi(
      signedInHandlers(
        profileUserDocument({
          attributes: { phone: null, dateOfBirth: null, skills: [], aboutMe: null, visibleInPool: false },
        }),
      ),
    );
    renderApp('/profiel');
    await screen.findByRole('heading', { level: 1, name: 'Anna de Vries' });
    expect(detail('Telefoonnummer')).toHaveTextContent('Niet ingevuld');
    expect(detail('Geboortedatum')).toHaveTextContent('Niet ingevuld');
    expect(detail('Vaardigheden')).toHaveTextContent('Niet ingevuld');
    expect(detail('Over mij')).toHaveTextContent('Niet ingevuld');
    expect(detail('Organisaties mogen mij vinden in de vrijwilligerspool')).toHaveTextContent('Nee');
    expect(screen.queryByText(/Nog niet bevestigd/)).toBeNull();
  });

  it('leaves the volunteer profile out when the tenant has it switched off', async () => {
    stubApi(signedInHandlers(profileUserDocument()));
    // The app's route passes the tenant's volunteerProfiles switch (app/routes/profile-route.tsx).
    renderWithRouter([{ path: '/profiel', element: <ProfilePage volunteerProfiles={false} /> }], '/profiel');
    await screen.findByRole('heading', { level: 1, name: 'Anna de Vries' });
    expect(detail('Woonplaats')).toHaveTextContent('Utrecht');
    expect(screen.queryByRole('heading', { name: 'Vrijwilligersprofiel' })).toBeNull();
    expect(screen.queryByText('Over mij')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Beschikbaarheid per dag en dagdeel' })).toBeNull();
  });
});

/** The <dd> of a <dt> with this text. */
function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`No value for ${term}`);
  return dd;
}
