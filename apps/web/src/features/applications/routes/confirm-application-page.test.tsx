import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi, type RecordedCall } from '../../../test/app-test-utils.tsx';
import { confirmedApplicationDocument } from '../../../test/factories/applications.ts';
import { ConfirmApplicationPage } from './confirm-application-page.tsx';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const confirmCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/applications/confirm');

/** The page alone, in StrictMode, whose doubled effects would send a single-use token twice. */
function renderStrict(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/confirm', element: <ConfirmApplicationPage /> }], {
    initialEntries: [path],
  });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe("confirming a guest's application (/confirm?application_token=…)", () => {
  it('sends the token once and names the confirmed vacancy with a link to it', async () => {
    const calls = stubApi({
      'POST /api/v1/applications/confirm': () =>
        json(confirmedApplicationDocument({ vacancyTitle: 'Chauffeur voor de voedselbank', vacancyId: '31' })),
    });
    renderStrict('/confirm?application_token=mail-token-123');
    expect(
      await screen.findByText('Je aanmelding voor Chauffeur voor de voedselbank is bevestigd'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de vacature' })).toHaveAttribute('href', '/vacancies/31');
    expect(confirmCalls(calls)).toHaveLength(1);
    expect(confirmCalls(calls)[0]?.body).toEqual({ confirmation_token: 'mail-token-123' });
  });

  it('says an application confirmed before is confirmed, not that the link failed', async () => {
    stubApi({
      'POST /api/v1/applications/confirm': () =>
        json(confirmedApplicationDocument({ vacancyTitle: 'Chauffeur voor de voedselbank', alreadyConfirmed: true })),
    });
    renderApp('/confirm?application_token=mail-token-123');
    expect(
      await screen.findByText('Je aanmelding voor Chauffeur voor de voedselbank is al bevestigd'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bevestigen is niet gelukt')).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar de vacature' })).toHaveAttribute('href', '/vacancies/31');
  });

  it('explains an unknown or replaced link and points to the vacancies instead', async () => {
    const calls = stubApi({
      'POST /api/v1/applications/confirm': () =>
        json(
          {
            errors: [
              {
                status: '422',
                code: 'confirmation_token_invalid',
                title: 'is invalid',
                source: { pointer: '/confirmation_token' },
              },
            ],
          },
          422,
        ),
    });
    renderApp('/confirm?application_token=used-token');
    expect(
      await screen.findByText('Deze bevestigingslink is onbekend of vervangen door een nieuwere.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vacatures zoeken' })).toHaveAttribute('href', '/vacancies/search');
    await waitFor(() => expect(confirmCalls(calls)).toHaveLength(1));
  });
});
