import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { applicationDocument, buildApplication } from '../../../test/factories/applications.ts';
import {
  buildConversation,
  conversationListDocument,
  conversationThreadDocument,
} from '../../../test/factories/conversations.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';
import { wireDocument } from '../../../test/factories/wire-document.ts';
import { conversationDocumentSchema } from '@volunteerly/contracts/conversations-resources';

beforeAll(() => polyfillDialog());
beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

// Issue 15 §4: a conversation starts from an application.
describe('“Send a message” on an application', () => {
  it('starts (or finds) the application’s conversation and opens it', async () => {
    const calls = stubApi({
      'GET /api/v1/current_user': () =>
        json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/applications/8': () => json(applicationDocument(buildApplication({ id: '8' }))),
      'POST /api/v1/conversations': () => json(wireDocument(conversationDocumentSchema, { data: buildConversation() })),
      'GET /api/v1/conversations': () => json(conversationListDocument([buildConversation()])),
      'GET /api/v1/conversations/3': () => json(conversationThreadDocument(buildConversation({ unreadCount: 0 }), [])),
    });
    renderApp('/applications/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Stuur een bericht' }));
    await waitFor(() => {
      const started = calls.find((call) => call.method === 'POST' && call.path === '/api/v1/conversations');
      expect(started?.body).toEqual({ conversation: { kind: 'application', application_id: '8' } });
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Chauffeur voor de voedselbank' })).toBeInTheDocument();
  });

  it('is not offered for a guest’s application', async () => {
    stubApi({
      'GET /api/v1/current_user': () =>
        json(currentUserDocument({ roles: [{ name: 'admin', resourceType: 'Organization', resourceId: '5' }] })),
      'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
      'GET /api/v1/applications/8': () =>
        json(
          applicationDocument(
            buildApplication({
              id: '8',
              attributes: { applicant: { name: 'Gijs', email: 'gijs@example.org', phone: null, isGuest: true } },
            }),
          ),
        ),
    });
    renderApp('/applications/8');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stuur een bericht' })).toBeNull();
  });
});
