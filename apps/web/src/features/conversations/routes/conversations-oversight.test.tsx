import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildConversation,
  buildConversationMessage,
  conversationListDocument,
  conversationThreadDocument,
} from '../../../test/factories/conversations.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { ReportedBadge } from '../components/conversation-list.tsx';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'carla@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const centerAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
};

const reported = buildConversation({ id: '3', reported: true, mySide: null, counterpartName: 'Voedselbank Utrecht' });
const quiet = buildConversation({
  id: '4',
  reported: false,
  mySide: null,
  counterpartName: 'Sportclub Zeist',
  subject: 'Trainer',
});

describe('the centre’s oversight list (/conversations?scope=oversight)', () => {
  it('marks a reported conversation with a text badge, and only that one', async () => {
    stubApi({ ...centerAdmin, 'GET /api/v1/conversations': () => json(conversationListDocument([reported, quiet])) });
    renderApp('/conversations?scope=oversight');
    const flagged = await screen.findByRole('link', { name: /Voedselbank Utrecht/ });
    expect(within(flagged).getByText('Gemeld')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: /Sportclub Zeist/ });
    expect(within(other).queryByText('Gemeld')).toBeNull();
  });

  it('asks the API for reported conversations only when the box is ticked', async () => {
    const calls = stubApi({
      ...centerAdmin,
      'GET /api/v1/conversations': (call) =>
        json(conversationListDocument(call.query.get('filter[reported]') === 'true' ? [reported] : [reported, quiet])),
    });
    renderApp('/conversations?scope=oversight');
    await screen.findByRole('link', { name: /Sportclub Zeist/ });
    const lists = () => calls.filter((call) => call.path === '/api/v1/conversations');
    expect(lists().every((call) => call.query.get('filter[reported]') === null)).toBe(true);
    expect(lists()[0]!.query.get('filter[scope]')).toBe('oversight');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Alleen gemelde gesprekken' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sportclub Zeist/ })).toBeNull());
    expect(lists().at(-1)!.query.get('filter[reported]')).toBe('true');
    expect(screen.getByRole('link', { name: /Voedselbank Utrecht/ })).toBeInTheDocument();
  });

  it('shows the open reported conversation as reported', async () => {
    const overseen = {
      ...reported,
      meta: { abilities: { reply: false, markRead: false, report: false, close: true } },
    };
    stubApi({
      ...centerAdmin,
      'GET /api/v1/conversations': () => json(conversationListDocument([overseen])),
      'GET /api/v1/conversations/3': () => json(conversationThreadDocument(overseen, [buildConversationMessage()])),
    });
    renderApp('/conversations/3?scope=oversight');
    const thread = await screen.findByRole('heading', { level: 2, name: 'Chauffeur voor de voedselbank' });
    const header = thread.closest('header')!;
    expect(within(header as HTMLElement).getByText('Gemeld')).toBeInTheDocument();
  });

  it('says so when no conversation was reported', async () => {
    stubApi({ ...centerAdmin, 'GET /api/v1/conversations': () => json(conversationListDocument([])) });
    renderApp('/conversations?scope=oversight&reported=1');
    expect(await screen.findByText('Niemand heeft een gesprek gemeld.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Alleen gemelde gesprekken' })).toBeChecked();
  });

  it('says the oversight search looks in subjects and names only, not in messages', async () => {
    stubApi({ ...centerAdmin, 'GET /api/v1/conversations': () => json(conversationListDocument([])) });
    renderApp('/conversations?scope=oversight&q=pincode');
    expect(await screen.findByRole('searchbox', { name: 'Zoeken op onderwerp of naam' })).toHaveValue('pincode');
    expect(
      await screen.findByText(
        'Geen onderwerp of naam bevat deze woorden. Bij toezicht wordt niet in berichten gezocht.',
      ),
    ).toBeInTheDocument();
    // The centre admin's own conversations are searched in their messages too.
    await userEvent.click(screen.getByRole('button', { name: 'Mijn gesprekken' }));
    expect(await screen.findByRole('searchbox', { name: 'Zoeken in gesprekken' })).toBeInTheDocument();
  });

  it('offers neither the filter nor the oversight switch to an organisation admin', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () =>
        json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/conversations': () => json(conversationListDocument([buildConversation()])),
    });
    renderApp('/conversations?scope=oversight&reported=1');
    await screen.findByRole('link', { name: /Jan Jansen/ });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Gemeld')).toBeNull();
    const lists = calls.filter((call) => call.path === '/api/v1/conversations');
    expect(lists.every((call) => call.query.get('filter[reported]') === null)).toBe(true);
    expect(lists.every((call) => call.query.get('filter[scope]') === null)).toBe(true);
  });
});

describe('ReportedBadge', () => {
  it('says “Reported” in text, with its icon hidden from assistive technology', () => {
    render(
      <MemoryRouter>
        <ReportedBadge />
      </MemoryRouter>,
    );
    const badge = screen.getByText('Gemeld');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
