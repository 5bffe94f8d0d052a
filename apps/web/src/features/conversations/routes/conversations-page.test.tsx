import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildConversation,
  buildConversationMessage,
  conversationListDocument,
  conversationMessageDocument,
  conversationThreadDocument,
} from '../../../test/factories/conversations.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

beforeAll(() => polyfillDialog());
beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signedIn = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

const messages = [
  buildConversationMessage({
    id: '12',
    body: 'Woensdag om tien uur?',
    authorName: 'Anna',
    authorSide: 'organization',
    mine: true,
    createdAt: '2026-11-02T11:00:00.000Z',
  }),
  buildConversationMessage(),
];

describe('conversations (/conversations)', () => {
  it('lists conversations with their unread count', async () => {
    stubApi({ ...signedIn, 'GET /api/v1/conversations': () => json(conversationListDocument([buildConversation()])) });
    renderApp('/conversations');
    const link = await screen.findByRole('link', { name: /Jan Jansen/ });
    expect(link).toHaveAttribute('href', '/conversations/3');
    expect(within(link).getByText('1 ongelezen bericht')).toBeInTheDocument();
  });

  it('shows an empty state without conversations', async () => {
    stubApi({ ...signedIn, 'GET /api/v1/conversations': () => json(conversationListDocument([])) });
    renderApp('/conversations');
    expect(await screen.findByRole('heading', { name: 'Nog geen gesprekken' })).toBeInTheDocument();
  });

  it('shows a thread oldest first, marks it read, and sends a reply with Enter', async () => {
    const calls = stubApi({
      ...signedIn,
      'GET /api/v1/conversations': () => json(conversationListDocument([buildConversation()])),
      'GET /api/v1/conversations/3': () => json(conversationThreadDocument(buildConversation(), messages)),
      'POST /api/v1/conversations/3/read': () => new Response(null, { status: 204 }),
      'POST /api/v1/conversations/3/messages': () =>
        json(conversationMessageDocument(buildConversationMessage({ id: '13', body: 'Tot dan!', mine: true })), 201),
    });
    renderApp('/conversations/3');
    const thread = await screen.findByRole('list', { name: 'Berichten' });
    const items = within(thread).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Wanneer kan ik langskomen?');
    expect(items[1]).toHaveTextContent('Woensdag om tien uur?');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/v1/conversations/3/read')).toBe(true),
    );

    const field = screen.getByLabelText('Je bericht');
    await userEvent.type(field, 'Tot dan!{Shift>}{Enter}{/Shift}Groet{Enter}');
    await waitFor(() => {
      const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/v1/conversations/3/messages');
      expect(sent?.body).toEqual({ message: { body: 'Tot dan!\nGroet', attachment_ids: [] } });
    });
  });

  it('says a closed conversation takes no replies', async () => {
    const closed = buildConversation({ status: 'closed', reply: false });
    stubApi({
      ...signedIn,
      'GET /api/v1/conversations': () => json(conversationListDocument([closed])),
      'GET /api/v1/conversations/3': () => json(conversationThreadDocument(closed, messages)),
      'POST /api/v1/conversations/3/read': () => new Response(null, { status: 204 }),
    });
    renderApp('/conversations/3');
    expect(
      await screen.findByText('Dit gesprek is gesloten: er kunnen geen nieuwe berichten bij.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Je bericht')).toBeNull();
  });
});
