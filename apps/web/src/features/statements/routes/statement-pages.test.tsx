import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/app-test-utils.tsx';
import { testCurrentTenant } from '../../../test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

/** The demo tenant whose centre has set its contact details (and, when asked, an analytics id). */
function tenantWithContact(options: { gtagId?: string } = {}) {
  return {
    ...testCurrentTenant,
    center: {
      ...testCurrentTenant.center,
      name: 'Vrijwilligerscentrum Rivierstad',
      profile: {
        ...testCurrentTenant.center.profile,
        gtagId: options.gtagId ?? null,
        contact: {
          email: 'info@rivierstad.example',
          phone: '030 123 45 67',
          street: 'Oudegracht 12',
          postcode: '3511AB',
          city: 'Rivierstad',
          personName: 'Petra de Vries',
          personEmail: 'petra@rivierstad.example',
          personPhone: null,
        },
      },
    },
  };
}

describe('the privacy statement (/privacy)', () => {
  it('names the centre as responsible, with its contact details, signed out', async () => {
    renderApp('/privacy', [], { currentTenant: tenantWithContact() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeInTheDocument();
    expect(
      screen.getByText(/Vrijwilligerscentrum Rivierstad is verantwoordelijk voor je persoonsgegevens/),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('3511 AB Rivierstad')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'info@rivierstad.example' })).toHaveAttribute(
      'href',
      'mailto:info@rivierstad.example',
    );
    expect(within(main).getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
    expect(within(main).getByText(/Petra de Vries/)).toBeInTheDocument();
  });

  it('says what the product stores, how long, and how to use your rights', async () => {
    renderApp('/privacy', [], { currentTenant: tenantWithContact() });
    expect(await screen.findByRole('heading', { name: 'Cookies en opslag in je browser' })).toBeInTheDocument();
    expect(screen.getByText(/De cookie ‘locale’ onthoudt/)).toBeInTheDocument();
    expect(screen.getByText('We gebruiken geen cookies die je volgen of advertenties tonen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hoe lang we gegevens bewaren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Je account verwijderen' })).toHaveAttribute(
      'href',
      '/account/verwijderen',
    );
    expect(screen.getByRole('link', { name: 'Autoriteit Persoonsgegevens' })).toHaveAttribute(
      'href',
      'https://www.autoriteitpersoonsgegevens.nl/',
    );
  });

  it('tells about Google Analytics only when the centre measures visits with it', async () => {
    renderApp('/privacy', [], { currentTenant: tenantWithContact({ gtagId: 'G-12345' }) });
    expect(
      await screen.findByText(/Vrijwilligerscentrum Rivierstad meet het bezoek aan deze website met Google Analytics/),
    ).toBeInTheDocument();
    expect(screen.queryByText('We gebruiken geen cookies die je volgen of advertenties tonen.')).toBeNull();
  });

  it('says so when the centre has not set contact details', async () => {
    renderApp('/privacy');
    expect(
      await screen.findByText('Vrijwilligerscentrale Demo heeft nog geen contactgegevens ingevuld.'),
    ).toBeInTheDocument();
  });
});

describe('the accessibility statement (/toegankelijkheid)', () => {
  it('gives the status against WCAG 2.1 AA, how it is tested, and how to report a problem', async () => {
    renderApp('/toegankelijkheid', [], { currentTenant: tenantWithContact() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegankelijkheidsverklaring' })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.1 op niveau AA/)).toBeInTheDocument();
    expect(screen.getByText(/automatisch met axe-core/)).toBeInTheDocument();
    expect(screen.getByText(/Meld het dan bij Vrijwilligerscentrum Rivierstad/)).toBeInTheDocument();
    expect(screen.getByText('Deze verklaring is opgesteld op 26 november 2026.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'info@rivierstad.example' })).toBeVisible();
  });
});
