import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { currentUserQueryOptions, type CurrentUser } from '../../../lib/auth/current-user.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { centerTagListDocument } from '../../../test/factories/tags.ts';
import {
  filledProfile,
  profileUserDocument,
  savedCurrentUserDocument,
  signedInHandlers,
} from '../../../test/factories/users.ts';
import { ProfileEditIndexPage } from './profile-edit-index-page.tsx';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

/** The centre's tags the profile chooses from: skill Koken (21), categories Zorg (11) and Sport (12). */
const tagChoices = {
  'GET /api/v1/tags': (call: { query: URLSearchParams }) => json(centerTagListDocument(call.query.get('filter[kind]'))),
};

describe('editing my profile (/profile-edit)', () => {
  it('shows the tabs with the current one marked', async () => {
    stubApi(signedInHandlers(profileUserDocument()));
    renderApp('/profile-edit');
    const tabs = await screen.findByRole('navigation', { name: 'Onderdelen van je profiel' });
    expect(within(tabs).getByRole('link', { name: 'Profiel' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'E-mailadres' })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: 'Periodieke e-mail' })).toHaveAttribute(
      'href',
      '/profile-edit/periodieke-mail',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Profiel bewerken' })).toBeInTheDocument();
  });

  it('sends the changed profile and puts the saved user in the cache', async () => {
    const calls = stubApi({
      ...signedInHandlers(
        profileUserDocument({
          impersonatedBy: { id: '1', fullName: 'Beheerder' },
          attributes: { interestTags: [{ id: '12', name: 'Sport' }] },
        }),
      ),
      ...tagChoices,
      // Like the API, the PATCH answer's meta has the abilities but not who impersonates.
      'PATCH /api/v1/current_user': () =>
        json(savedCurrentUserDocument({ attributes: { ...filledProfile, city: 'Amersfoort' } })),
    });
    const { queryClient } = renderApp('/profile-edit');

    const city = await screen.findByLabelText('Woonplaats');
    await userEvent.clear(city);
    await userEvent.type(city, 'Amersfoort');
    await userEvent.clear(screen.getByLabelText('Telefoonnummer'));
    const skillGroup = screen.getByRole('group', { name: 'Vaardigheden' });
    await userEvent.click(await within(skillGroup).findByRole('checkbox', { name: 'Koken' }));
    const otherSkills = within(skillGroup).getByLabelText('Anders, namelijk …');
    await userEvent.clear(otherSkills);
    await userEvent.type(otherSkills, 'bakken,  fietsen , ,bakken');
    const interestGroup = screen.getByRole('group', { name: 'Interesses' });
    expect(await within(interestGroup).findByRole('checkbox', { name: 'Sport' })).toBeChecked();
    await userEvent.click(within(interestGroup).getByRole('checkbox', { name: 'Zorg' }));
    const tuesday = screen.getByRole('group', { name: 'Dinsdag' });
    await userEvent.click(within(tuesday).getByRole('checkbox', { name: 'Avond' }));
    const monday = screen.getByRole('group', { name: 'Maandag' });
    await userEvent.click(within(monday).getByRole('checkbox', { name: 'Ochtend' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /vrijwilligerspool/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      user: {
        first_name: 'Anna',
        last_name: 'de Vries',
        phone: null,
        date_of_birth: '1990-05-17',
        postcode: '3511AB',
        city: 'Amersfoort',
        about_me: 'Ik kook graag voor anderen.',
        skills: ['bakken', 'fietsen'],
        interests: ['natuur'],
        skill_tag_ids: ['21'],
        interest_tag_ids: ['11', '12'],
        availability: { monday: ['evening'], tuesday: ['evening'], saturday: ['afternoon'] },
        visible_in_pool: false,
      },
    });
    expect(await screen.findAllByText('Je profiel is opgeslagen')).not.toHaveLength(0);
    const cached = queryClient.getQueryData<CurrentUser>(currentUserQueryOptions.queryKey);
    expect(cached?.['city']).toBe('Amersfoort');
    expect(cached?.meta.impersonatedBy).toEqual({ id: '1', fullName: 'Beheerder' });
  });

  it("shows the API's 422 message on its field", async () => {
    stubApi({
      ...signedInHandlers(profileUserDocument()),
      ...tagChoices,
      'PATCH /api/v1/current_user': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'invalid',
                title: 'Ongeldige invoer',
                detail: 'Dit postcode bestaat niet.',
                source: { pointer: '/user/postcode' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/profile-edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    const postcode = screen.getByLabelText('Postcode');
    await waitFor(() =>
      expect(postcode).toHaveAccessibleDescription(expect.stringContaining('Dit postcode bestaat niet.')),
    );
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveFocus();
    expect(screen.queryAllByText('Je profiel is opgeslagen')).toHaveLength(0);
  });

  it('leaves the volunteer profile out when the tenant has it switched off', async () => {
    const calls = stubApi({
      ...signedInHandlers(profileUserDocument()),
      'PATCH /api/v1/current_user': () => json(savedCurrentUserDocument({ attributes: filledProfile })),
    });
    // The app's route passes the tenant's volunteerProfiles switch (app/routes/profile-edit-index-route.tsx).
    renderWithRouter(
      [{ path: '/profile-edit', element: <ProfileEditIndexPage volunteerProfiles={false} /> }],
      '/profile-edit',
    );
    await screen.findByLabelText('Woonplaats');
    expect(screen.queryByLabelText('Over mij')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Vaardigheden' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Wanneer ben je beschikbaar?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(Object.keys((calls.find((call) => call.method === 'PATCH')?.body as { user: object }).user).sort()).toEqual([
      'city',
      'date_of_birth',
      'first_name',
      'last_name',
      'phone',
      'postcode',
    ]);
  });

  it('says when the choices could not be loaded, keeps "other" usable and loads them again on request', async () => {
    let fail = true;
    stubApi({
      ...signedInHandlers(profileUserDocument()),
      'GET /api/v1/tags': (call) =>
        fail
          ? json({ errors: [{ status: '500', code: 'internal', title: 'Er ging iets mis' }] }, 500)
          : json(centerTagListDocument(call.query.get('filter[kind]'))),
    });
    renderApp('/profile-edit');
    const skillGroup = await screen.findByRole('group', { name: 'Vaardigheden' });
    expect(
      await within(skillGroup).findByText('De keuzes konden niet worden geladen', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(skillGroup).getByLabelText('Anders, namelijk …')).toHaveValue('koken, tuinieren');
    fail = false;
    await userEvent.click(within(skillGroup).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(skillGroup).findByRole('checkbox', { name: 'Koken' })).not.toBeChecked();
  });
});
