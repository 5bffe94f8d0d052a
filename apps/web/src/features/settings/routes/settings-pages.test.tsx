import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import type { OrganizationSummaryResource } from '@volunteerly/contracts/resources/organizations';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentTenantDocument } from '../../../test/factories/tenants.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { volunteerCenterProfileDocument } from '../../../test/factories/volunteer-centers.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const centerAdmin = (organizations: OrganizationSummaryResource[] = []) => ({
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument(organizations)),
  'PATCH /api/v1/volunteer_centers/current/profile': () => json(volunteerCenterProfileDocument()),
  // A saved profile reloads the tenant with its centre's new look.
  'GET /api/v1/tenants/current': () => json(currentTenantDocument()),
});

describe('settings (/instellingen)', () => {
  it('lists the sections a centre admin may use', async () => {
    stubApi(centerAdmin());
    renderApp('/instellingen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instellingen' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Instellingen' });
    expect(await within(nav).findByRole('link', { name: 'Vormgeving' })).toHaveAttribute(
      'href',
      '/instellingen/design',
    );
    expect(within(nav).getByRole('link', { name: 'Voettekst' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Mijn organisatie' })).toBeNull();
  });

  it('shows a volunteer the 403 screen: no section is theirs', async () => {
    stubApi({
      'GET /api/v1/current_user': () => json(currentUserDocument()),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
    });
    renderApp('/instellingen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeInTheDocument();
  });

  it('saves an own primary colour with its generated shades, and warns about weak contrast', async () => {
    const calls = stubApi(centerAdmin());
    renderApp('/instellingen/design');
    const kind = await screen.findAllByLabelText('Soort kleur');
    await userEvent.selectOptions(kind[0]!, 'custom');
    const hex = await screen.findByLabelText('Hexcode van Hoofdkleur');
    fireEvent.change(hex, { target: { value: '#db2777' } });
    expect(screen.getByLabelText('Hoofdkleur, tint 700')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Tekst'), { target: { value: '#dddddd' } });
    expect(await screen.findByText('Te weinig contrast')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tekst'), { target: { value: '#111111' } });
    await waitFor(() => expect(screen.queryByText('Te weinig contrast')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = calls.find((call) => call.method === 'PATCH')?.body as { profile: Record<string, unknown> };
    expect(body.profile['primary_color']).toBe('#db2777');
    expect(Object.keys(body.profile['primary_color_shades'] as object)).toHaveLength(11);
    expect(body.profile['text_color']).toBe('#111111');
    expect(body.profile['theme_config']).toMatchObject({ default_shape: 'rounded' });
  });

  it('puts a refused logo address on its field in words', async () => {
    stubApi({
      ...centerAdmin(),
      'PATCH /api/v1/volunteer_centers/current/profile': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'invalid_string',
                title: 'Ongeldige waarde',
                detail: 'Ongeldige tekst: moet overeenkomen met patroon /^x$/',
                source: { pointer: '/profile/website_logo_url' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/instellingen/design');
    const logo = await screen.findByLabelText(/^Webadres van het logo/);
    await userEvent.clear(logo);
    await userEvent.type(logo, 'ftp://logo');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(logo).toHaveAccessibleDescription(expect.stringContaining('Dit is geen geldig adres van een afbeelding.')),
    );
    expect(screen.queryByText(/patroon/)).toBeNull();
  });

  it('keeps the design page from someone who does not run this centre', async () => {
    stubApi({
      'GET /api/v1/current_user': () =>
        json(
          currentUserDocument({
            roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '9' }],
          }),
        ),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
    });
    renderApp('/instellingen/design');
    expect(await screen.findByText('Alleen voor het vrijwilligerscentrum')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });

  it('adds a footer column with a link, checks it, and saves it', async () => {
    const calls = stubApi(centerAdmin());
    renderApp('/instellingen/footer');
    await userEvent.click(await screen.findByRole('button', { name: 'Kolom toevoegen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voettekst opslaan' }));
    expect(screen.getAllByText('Vul dit in.').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Kop van de kolom/), 'Over ons');
    await userEvent.type(screen.getByLabelText(/^Tekst van link 1/), 'Contact');
    await userEvent.type(screen.getByLabelText(/^Adres van link 1/), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Voettekst opslaan' }));
    expect(screen.getByText('Dit is geen geldig adres.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Adres van link 1/));
    await userEvent.type(screen.getByLabelText(/^Adres van link 1/), '/contact');
    await userEvent.click(screen.getByRole('button', { name: 'Voettekst opslaan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      profile: { footer_columns: [{ title: 'Over ons', links: [{ label: 'Contact', url: '/contact' }] }] },
    });
  });
});
