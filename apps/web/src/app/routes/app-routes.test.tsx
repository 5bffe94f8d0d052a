import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { guardRoutes } from './route-guard.ts';
import { buildRouteTable } from './route-table.tsx';

function renderApp(path: string) {
  return renderWithRouter(guardRoutes(buildRouteTable()), path, { withAppStart: true });
}

describe('the app shell', () => {
  it("shows the tenant home at / with the centre's name as the heading, inside the default layout", async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vrijwilligerscentrale Demo' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Volunteerly Demo');
    // The tabs and the settings, and again in the phone menu (jsdom applies no media query).
    expect(screen.getAllByRole('navigation', { name: 'Hoofdmenu' })).toHaveLength(2);
    expect(screen.getAllByRole('group', { name: 'Taal' })).toHaveLength(2);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Vrijwilligerscentrale Demo');
    expect(screen.getByRole('link', { name: 'Andere website kiezen' })).toHaveAttribute('href', '/switch');
  });

  it("titles the document '{page title} - {app name}' and uses the centre's favicon", async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Home - Volunteerly Demo'));
    expect(document.head.querySelector('link[rel~="icon"]')).toHaveAttribute('href', '/favicon-demo.svg');
  });

  it('shows the 404 screen for a slug, since no content pages exist yet', async () => {
    renderApp('/over-ons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('Pagina niet gevonden: /over-ons')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pagina niet gevonden - Volunteerly Demo'));
  });

  it('shows the 404 screen for deeper unknown paths and clears it on the next navigation', async () => {
    renderApp('/a/b/c');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Terug naar de startpagina' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vrijwilligerscentrale Demo' })).toBeInTheDocument();
    expect(screen.queryByText('Pagina niet gevonden')).toBeNull();
  });

  it('renders /switch in the empty layout with one button per tenant', async () => {
    renderApp('/SWITCH/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kies een website' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('button', { name: /Volunteerly Demo/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Vacaturebank Utrecht' })).toBeInTheDocument();
  });
});
