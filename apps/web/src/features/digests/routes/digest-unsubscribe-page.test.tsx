import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { digestSubscriptionDocumentSchema } from '@volunteerly/contracts/digests-schemas';
import type { DigestFrequency } from '@volunteerly/contracts/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { wireDocument } from '../../../test/factories/wire-document.ts';

afterEach(() => vi.unstubAllGlobals());

const token = 'v1.1.7.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function subscriptionDocument(frequency: DigestFrequency) {
  return wireDocument(digestSubscriptionDocumentSchema, {
    data: { type: 'digest_subscriptions', id: '7', attributes: { frequency, appName: 'Vacaturebank Demo' } },
  });
}

const invalidLink = () =>
  json(
    {
      errors: [
        {
          status: '422',
          code: 'digest_link_invalid',
          title: 'Deze afmeldlink is niet geldig.',
          source: { parameter: 'token' },
        },
      ],
    },
    422,
  );

describe('the unsubscribe page of the periodic mail (/periodieke-mail/afmelden)', () => {
  it('says how often the mail comes, unsubscribes on confirmation only, and offers the way back', async () => {
    const calls = stubApi({
      'GET /api/v1/digest_subscription': () => json(subscriptionDocument('weekly')),
      'POST /api/v1/digest_subscription/unsubscribe': () => json(subscriptionDocument('never')),
    });
    renderApp(`/periodieke-mail/afmelden?token=${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Afmelden voor de periodieke mail' })).toBeVisible();
    expect(await screen.findByText(/elke week een e-mail met nieuwe vacatures van Vacaturebank Demo/)).toBeVisible();
    // Opening the link changes nothing (mail scanners open links too).
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByText('Je bent afgemeld')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.query.get('token')).toBe(token);
    expect(screen.getByRole('link', { name: 'Periodieke mail instellen' })).toHaveAttribute(
      'href',
      '/profile-edit/periodieke-mail',
    );
  });

  it('says so when the reader had already unsubscribed', async () => {
    stubApi({ 'GET /api/v1/digest_subscription': () => json(subscriptionDocument('never')) });
    renderApp(`/periodieke-mail/afmelden?token=${token}`);
    expect(await screen.findByText('Je bent afgemeld')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Afmelden' })).toBeNull();
  });

  it("shows the API's reason for a forged or broken link, and changes nothing", async () => {
    const calls = stubApi({ 'GET /api/v1/digest_subscription': invalidLink });
    renderApp('/periodieke-mail/afmelden?token=vervalst');
    expect(await screen.findByText('Deze afmeldlink is niet geldig.')).toBeVisible();
    expect(screen.getByText('Deze afmeldlink werkt niet')).toBeVisible();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(false));
  });

  it('explains a link without its code', async () => {
    const calls = stubApi({});
    renderApp('/periodieke-mail/afmelden');
    expect(await screen.findByText(/De link mist zijn code/)).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/api/v1/digest'))).toEqual([]);
  });
});
