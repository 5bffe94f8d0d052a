// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, polyfillDialog, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import {
  buildNotification,
  eventStream,
  notificationDocument,
  notificationListDocument,
  notificationPreferenceListDocument,
} from '../../../test/factories/notifications.ts';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import i18next from 'i18next';
import { currentUserDocument } from '../../../test/factories/users.ts';

const volunteer = {
  'GET /api/v1/current_user': () => json(currentUserDocument()),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

beforeEach(() => {
  polyfillDialog();
  setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' });
});
afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('nl');
});

describe('/notificaties', () => {
  it('lists notifications newest first, unread ones marked, each linking to its thing', async () => {
    const calls = stubApi({
      ...volunteer,
      'GET /api/v1/notifications': () =>
        json(
          notificationListDocument([
            buildNotification('2', { text: 'Nieuwe aanmelding voor Gastvrouw' }),
            buildNotification('1', { text: 'Je aanmelding is aangenomen', readAt: '2026-11-20T11:00:00.000Z' }),
          ]),
        ),
      'PATCH /api/v1/notifications/2': () =>
        json(notificationDocument(buildNotification('2', { readAt: '2026-11-21T10:00:00.000Z' }), 0)),
    });
    renderApp('/notificaties');
    expect(await screen.findByRole('heading', { name: 'Meldingen', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Je meldingen' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(within(items[0]!).getByText('Ongelezen:')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: /Nieuwe aanmelding voor Gastvrouw/ })).toHaveAttribute(
      'href',
      '/applications/2',
    );
    expect(items[1]).not.toHaveAttribute('data-unread');

    await userEvent.click(within(items[0]!).getByRole('button', { name: /Markeer als gelezen/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({ notification: { read: true } });
  });

  it("asks for the lines again in the reader's language when they switch to English", async () => {
    stubApi({
      ...volunteer,
      'GET /api/v1/notifications': (call) =>
        json(
          notificationListDocument([
            buildNotification('1', {
              text:
                call.headers['Accept-Language'] === 'en'
                  ? 'We received your application for Gastvrouw.'
                  : 'We hebben je aanmelding voor Gastvrouw ontvangen.',
            }),
          ]),
        ),
    });
    renderApp('/notificaties');
    expect(await screen.findByText('We hebben je aanmelding voor Gastvrouw ontvangen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('We received your application for Gastvrouw.')).toBeInTheDocument();
  });

  it('shows an empty state, and asks for unread ones only with the filter', async () => {
    const calls = stubApi({ ...volunteer, 'GET /api/v1/notifications': () => json(notificationListDocument([])) });
    renderApp('/notificaties?filter=unread');
    expect(await screen.findByRole('heading', { name: 'Geen ongelezen meldingen' })).toBeInTheDocument();
    const list = calls.find((call) => call.path === '/api/v1/notifications')!;
    expect(list.query.get('filter[unread]')).toBe('true');
  });
});

describe('the toolbar bell', () => {
  it('says the unread count the live stream sends, and opens the latest notifications', async () => {
    stubApi({
      ...volunteer,
      'GET /api/v1/notifications/stream': () => eventStream([{ event: 'ready', data: { unread_count: 3 } }]),
      'GET /api/v1/notifications': () => json(notificationListDocument([buildNotification('9')], { unreadCount: 3 })),
      'GET /api/v1/notification_preferences': () => json(notificationPreferenceListDocument([])),
    });
    renderApp('/profile-edit/meldingen');
    const bell = await screen.findByRole('button', { name: 'Meldingen, 3 ongelezen' });
    expect(bell).toBeInTheDocument();
  });
});

describe('/profile-edit/meldingen', () => {
  it('lets a person choose a channel per event, and keeps mandatory mails on e-mail', async () => {
    const calls = stubApi({
      ...volunteer,
      'GET /api/v1/notification_preferences': () =>
        json(
          notificationPreferenceListDocument([
            {
              type: 'notification_preferences',
              id: 'application_status_changed',
              attributes: {
                event: 'application_status_changed',
                audience: 'volunteer',
                channel: 'in_app_and_email',
                channels: ['in_app_and_email', 'in_app', 'email', 'none'],
                mandatory: false,
              },
            },
            {
              type: 'notification_preferences',
              id: 'application_received',
              attributes: {
                event: 'application_received',
                audience: 'volunteer',
                channel: 'in_app_and_email',
                channels: ['in_app_and_email', 'email'],
                mandatory: true,
              },
            },
          ]),
        ),
      'PUT /api/v1/notification_preferences': () => json(notificationPreferenceListDocument([])),
    });
    renderApp('/profile-edit/meldingen');
    const changed = await screen.findByRole('group', { name: 'Je aanmelding is gewijzigd' });
    const received = screen.getByRole('group', { name: 'Je aanmelding is ontvangen' });
    expect(within(received).getByText('Dit bericht krijg je altijd per e-mail.')).toBeInTheDocument();
    expect(within(received).queryByRole('radio', { name: 'Niet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Meldingen' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(changed).getByRole('radio', { name: 'Alleen in de app' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      notification_preferences: [{ event: 'application_status_changed', channel: 'in_app' }],
    });
  });
});
