import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRequestContext } from '../../lib/api/request-context.ts';
import { currentTenantDocument } from '../../test/factories/tenants.ts';
import { testAppConfig } from '../../test/fixtures.ts';
import { AppStart } from './app-start.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderStart() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AppStart>
        <p>pages</p>
      </AppStart>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('AppStart', () => {
  it('shows an accessible loading state while the tenant loads', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderStart();
    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
    expect(screen.queryByText('pages')).toBeNull();
  });

  it('shows the translated error screen when the tenant cannot be loaded', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/app-config.json'
        ? json(testAppConfig)
        : json({ errors: [{ status: '404', code: 'tenant_unknown', title: 'Unknown tenant' }] }, 404),
    );
    renderStart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/');
  });

  it('shows the error screen with the code when the configuration fails', async () => {
    fetchMock.mockImplementation(async () => json({}, 503));
    renderStart();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oeps... er is iets misgegaan! (foutcode: 503)' }),
    ).toBeInTheDocument();
  });

  it("raises '[useTenant] No tenant found' as an error screen when no tenant applies", async () => {
    fetchMock.mockImplementation(async () => json({ ...testAppConfig, defaultTenant: '' }));
    renderStart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oeps... er is iets misgegaan!' })).toBeInTheDocument();
  });

  it('asks the API again in the new language when the visitor switches language in place', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/app-config.json' ? json(testAppConfig) : json(currentTenantDocument()),
    );
    await i18next.changeLanguage('nl');
    const askedIn: (string | undefined)[] = [];
    function CategoryNames() {
      const names = useQuery({
        queryKey: ['tags', 'categories'],
        queryFn: () => {
          const { locale } = getRequestContext();
          askedIn.push(locale);
          return locale === 'en' ? 'Care and wellbeing' : 'Zorg en welzijn';
        },
      });
      return <p>{names.data}</p>;
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <AppStart>
          <CategoryNames />
        </AppStart>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Zorg en welzijn')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(await screen.findByText('Care and wellbeing')).toBeInTheDocument();
    expect(askedIn).toEqual(['nl', 'en']);
    await act(() => i18next.changeLanguage('nl'));
  });
});
