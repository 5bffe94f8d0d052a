import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { testAppConfig } from '../../../test/fixtures.ts';
import { buildPartner, partnerListDocument } from '../../../test/factories/partners.ts';

afterEach(() => vi.unstubAllGlobals());

const partners = {
  'GET /api/v1/partners': () =>
    json(
      partnerListDocument([
        buildPartner('achterhoek', 'Achterhoek Doet Mee', { websiteUrl: 'https://achterhoek.example' }),
        buildPartner('arnhem', 'Vrijwilligerscentrale Arnhem', { websiteUrl: 'https://arnhem.example' }),
      ]),
    ),
};

/** This page's host as the Gelderse Handen host, allowing the partners page besides. */
const onLandingHost = {
  appConfig: { ...testAppConfig, landingHost: { host: window.location.hostname, allowedPaths: ['/partners'] } },
};

describe('the Gelderse Handen host (/gelderse-handen, issue 32 §6)', () => {
  it('shows the partnership with every partner and a way to sign in, on its own without header or footer', async () => {
    stubApi(partners);
    renderApp('/gelderse-handen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gelderse Handen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Partners in de samenwerking' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /Achterhoek Doet Mee/ })).toHaveAttribute(
      'href',
      'https://achterhoek.example',
    );
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('sends a page the host does not allow to the landing page, also one the app opens itself', async () => {
    stubApi(partners);
    const { router } = renderApp('/vacancies/search', [], onLandingHost);
    await waitFor(() => expect(router.state.location.pathname).toBe('/gelderse-handen'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gelderse Handen' })).toBeInTheDocument();
    await router.navigate('/organizations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gelderse-handen'));
  });

  it('keeps the pages the host allows: signing in and the configured ones', async () => {
    stubApi(partners);
    const { router } = renderApp('/partners', [], onLandingHost);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    await router.navigate('/inloggen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    // The sign-in page itself shows, and the app leaves it there.
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inloggen');
  });
});
