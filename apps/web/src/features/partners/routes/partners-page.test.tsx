import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { buildPartner, partnerListDocument } from '../../../test/factories/partners.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the partners page (/partners)', () => {
  it('shows every partner, signed out, with its logo, a link to its own website and this website marked', async () => {
    const calls = stubApi({
      'GET /api/v1/partners': () =>
        json(
          partnerListDocument([
            buildPartner('achterhoek', 'Achterhoek Doet Mee'),
            buildPartner('demo', 'Vrijwilligerscentrum Demo', {
              logoUrl: '/logos/demo.svg',
              websiteUrl: 'https://demo.example',
              current: true,
            }),
            buildPartner('utrecht', 'Vacaturebank Utrecht', {
              logoUrl: 'https://cdn.example/utrecht.svg',
              websiteUrl: 'https://utrecht.example',
            }),
          ]),
        ),
    });
    renderApp('/partners');

    expect(await screen.findByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Partners in de samenwerking' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const utrecht = within(list).getByRole('heading', { level: 2, name: 'Vacaturebank Utrecht' }).closest('li')!;
    expect(within(utrecht).getByRole('img', { name: 'Vacaturebank Utrecht' })).toHaveAttribute(
      'src',
      'https://cdn.example/utrecht.svg',
    );
    const link = within(utrecht).getByRole('link', { name: 'Naar de website van Vacaturebank Utrecht' });
    expect(link).toHaveAttribute('href', 'https://utrecht.example');
    // External links open in the same tab.
    expect(link).not.toHaveAttribute('target');
    expect(within(utrecht).queryByText('Deze website')).not.toBeInTheDocument();

    const demo = within(list).getByRole('heading', { level: 2, name: 'Vrijwilligerscentrum Demo' }).closest('li')!;
    expect(within(demo).getByText('Deze website')).toBeInTheDocument();
    expect(within(demo).getByRole('img', { name: 'Vrijwilligerscentrum Demo' })).toHaveAttribute(
      'src',
      '/logos/demo.svg',
    );

    const achterhoek = within(list).getByRole('heading', { level: 2, name: 'Achterhoek Doet Mee' }).closest('li')!;
    expect(within(achterhoek).queryByRole('img')).not.toBeInTheDocument();
    expect(within(achterhoek).queryByRole('link')).not.toBeInTheDocument();
    expect(within(achterhoek).getByText('Geen website bekend')).toBeInTheDocument();

    const partnerCalls = calls.filter((call) => call.path === '/api/v1/partners');
    expect(partnerCalls).toHaveLength(1);
    // Signed out: no session headers go along.
    expect(partnerCalls[0]?.headers['access-token']).toBeUndefined();
  });

  it('says so when there are no partners yet', async () => {
    stubApi({ 'GET /api/v1/partners': () => json(partnerListDocument([])) });
    renderApp('/partners');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nog geen partners' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Partners in de samenwerking' })).not.toBeInTheDocument();
  });

  it('offers to try again when the partners cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/partners': () =>
        fail
          ? json({ errors: [{ status: '500', code: 'internal', title: 'Er ging iets mis' }] }, 500)
          : json(partnerListDocument([buildPartner('demo', 'Vrijwilligerscentrum Demo', { current: true })])),
    });
    renderApp('/partners');
    expect(await screen.findByText('De partners konden niet worden geladen')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Vrijwilligerscentrum Demo' })).toBeInTheDocument(),
    );
  });
});
