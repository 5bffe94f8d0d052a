import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationForInviteeResource } from '@volunteerly/contracts/resources/organizations';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  acceptedInvitationDocument,
  buildInvitationForInvitee,
  invitationForInviteeDocument,
} from '../../../test/factories/organization-invitations.ts';
import { buildOrganizationSummary, currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

const signedIn = {
  'GET /api/v1/current_user': () => json(currentUserDocument()),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

/** The invitation to Buurthuis De Brug (7) behind the mail link; attributes override. */
function invitationDocument(attributes: Partial<InvitationForInviteeResource['attributes']> = {}) {
  return invitationForInviteeDocument(buildInvitationForInvitee({ organizationId: '7', attributes }));
}

const acceptedDocument = acceptedInvitationDocument(buildOrganizationSummary('7', { name: 'Buurthuis De Brug' }));

beforeEach(() => polyfillDialog());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the invitation page (/organization-invitation)', () => {
  it('shows the organisation and accepts for the signed-in invited account', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
    const calls = stubApi({
      ...signedIn,
      'POST /api/v1/organization_invitations/lookup': () => json(invitationDocument()),
      'POST /api/v1/organization_invitations/accept': () => json(acceptedDocument),
    });
    renderApp('/organization-invitation?invitation_token=geheim-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitnodiging voor Buurthuis De Brug' })).toBeVisible();
    expect(screen.getByText(/Bram Beheer nodigt je uit/)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/lookup'))?.body).toEqual({ token: 'geheim-123' });
    await userEvent.click(screen.getByRole('button', { name: 'Aannemen' }));
    expect(await screen.findByText('Uitnodiging aangenomen')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({ token: 'geheim-123' });
    expect(screen.getByRole('link', { name: 'Naar de organisatie' })).toHaveAttribute('href', '/organizations/7');
  });

  it('declines only after confirming', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
    const calls = stubApi({
      ...signedIn,
      'POST /api/v1/organization_invitations/lookup': () => json(invitationDocument()),
      'POST /api/v1/organization_invitations/decline': () => new Response(null, { status: 204 }),
    });
    renderApp('/organization-invitation?invitation_token=geheim-123');
    await userEvent.click(await screen.findByRole('button', { name: 'Afslaan' }));
    expect(calls.some((call) => call.path.endsWith('/decline'))).toBe(false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Afslaan' }));
    expect(await screen.findByText('Uitnodiging afgeslagen')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/decline'))?.body).toEqual({ token: 'geheim-123' });
  });

  it('asks a signed-out account with a password to sign in first, coming back here', async () => {
    stubApi({
      'POST /api/v1/organization_invitations/lookup': () => json(invitationDocument({ signedInAsInvitee: false })),
    });
    renderApp('/organization-invitation?invitation_token=geheim-123');
    const signIn = await screen.findByRole('link', { name: 'Inloggen om aan te nemen' });
    expect(signIn.getAttribute('href')).toBe(
      `/inloggen?redirect=${encodeURIComponent('/organization-invitation?invitation_token=geheim-123')}`,
    );
    expect(screen.queryByRole('button', { name: 'Aannemen' })).not.toBeInTheDocument();
  });

  it('lets a new account choose a password and accept in one step', async () => {
    const calls = stubApi({
      'POST /api/v1/organization_invitations/lookup': () =>
        json(invitationDocument({ accountNeedsPassword: true, signedInAsInvitee: false })),
      'POST /api/v1/organization_invitations/accept': () => json(acceptedDocument),
    });
    renderApp('/organization-invitation?invitation_token=geheim-123');
    await userEvent.type(await screen.findByLabelText(/^Wachtwoord/), 'Een-Heel-Goed-Wachtwoord-42');
    await userEvent.type(screen.getByLabelText(/^Herhaal wachtwoord/), 'Een-Heel-Goed-Wachtwoord-42');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan en aannemen' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/accept'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({
      token: 'geheim-123',
      password: 'Een-Heel-Goed-Wachtwoord-42',
      password_confirmation: 'Een-Heel-Goed-Wachtwoord-42',
    });
    expect(await screen.findByRole('link', { name: 'Nu inloggen' })).toHaveAttribute(
      'href',
      `/inloggen?redirect=${encodeURIComponent('/organizations/7')}`,
    );
  });

  it('shows the API’s translated refusal of an expired or used link', async () => {
    stubApi({
      'POST /api/v1/organization_invitations/lookup': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'invitation_expired',
                title: 'Deze uitnodiging is verlopen. Vraag de organisatie je opnieuw uit te nodigen.',
              },
            ],
          },
          422,
        ),
    });
    renderApp('/organization-invitation?invitation_token=oud');
    expect(await screen.findByText('Deze uitnodiging kan niet worden gebruikt')).toBeInTheDocument();
    expect(
      screen.getByText('Deze uitnodiging is verlopen. Vraag de organisatie je opnieuw uit te nodigen.'),
    ).toBeInTheDocument();
  });
});
