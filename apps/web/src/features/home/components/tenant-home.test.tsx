import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { TenantHome } from './tenant-home.tsx';

function renderHome(logoUrl: string | null = '/logo.svg') {
  return renderWithRouter(
    [
      {
        path: '*',
        element: <TenantHome appName="Vacaturebank Rivierstad" centerName="Gemeente Rivierstad" logoUrl={logoUrl} />,
      },
    ],
    '/',
  );
}

describe('the tenant home page', () => {
  it("shows the centre's name, logo and a welcome with the app name", async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gemeente Rivierstad' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo van Gemeente Rivierstad' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByText('Welkom bij Vacaturebank Rivierstad.')).toBeInTheDocument();
  });

  it('leaves the logo out when the centre has none', async () => {
    renderHome(null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('links into the app', async () => {
    renderHome();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/vacancies/search',
      '/organizations',
      '/partners',
      '/dev/colors',
      '/dev/components',
      '/switch',
    ]);
    expect(screen.getByRole('link', { name: /Onze huisstijl/ })).toBeInTheDocument();
  });

  it('sends the words typed in the search box to the vacancy search', async () => {
    const { router } = renderHome();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Zoek vrijwilligerswerk' }), 'taalmaatje');
    await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(router.state.location.pathname).toBe('/vacancies/search');
    expect(router.state.location.search).toBe('?q=taalmaatje');
  });
});
