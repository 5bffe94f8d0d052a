import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CenterContact } from '@volunteerly/contracts/resources/volunteer-centers';
import { describe, expect, it } from 'vitest';
import { AppFooter } from './app-footer.tsx';

function renderFooter(links: { label: string; url: string }[], contact?: CenterContact) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppFooter
            appName="Rivierstad"
            centerName="Vrijwilligerscentrum Rivierstad"
            columns={[{ title: 'Links', links }]}
            contact={contact}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('AppFooter', () => {
  it('renders site paths, https, mailto and tel links', () => {
    renderFooter([
      { label: 'Contact', url: '/contact' },
      { label: 'Website', url: 'https://www.rivierstad.nl' },
      { label: 'Mail', url: 'mailto:info@rivierstad.nl' },
      { label: 'Bel', url: 'tel:+31301234567' },
    ]);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://www.rivierstad.nl');
    expect(screen.getByRole('link', { name: 'Bel' })).toHaveAttribute('href', 'tel:+31301234567');
  });

  it('leaves out links saved before protocol-relative addresses were refused', () => {
    renderFooter([
      { label: 'Phish', url: '//evil.example/phish' },
      { label: 'Backslash', url: '/\\evil.example' },
      { label: 'Contact', url: '/contact' },
    ]);
    expect(screen.queryByRole('link', { name: 'Phish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Backslash' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
  });

  it('links to the privacy and accessibility statements on every page', () => {
    renderFooter([]);
    expect(screen.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Toegankelijkheid' })).toHaveAttribute('href', '/toegankelijkheid');
    expect(screen.getByRole('link', { name: 'Andere website kiezen' })).toHaveAttribute('href', '/switch');
  });

  it("shows the centre's address, e-mail and phone when it has set them", () => {
    renderFooter([], {
      email: 'info@rivierstad.example',
      phone: '030 123 45 67',
      street: 'Oudegracht 12',
      postcode: '3511AB',
      city: 'Rivierstad',
      personName: 'Petra de Vries',
      personEmail: null,
      personPhone: null,
    });
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('Vrijwilligerscentrum Rivierstad');
    expect(contact).toHaveTextContent('Oudegracht 12');
    expect(contact).toHaveTextContent('3511 AB Rivierstad');
    expect(screen.getByRole('link', { name: 'info@rivierstad.example' })).toHaveAttribute(
      'href',
      'mailto:info@rivierstad.example',
    );
    expect(screen.getByRole('link', { name: '030 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
  });

  it('has no contact block when the centre has set no contact details', () => {
    renderFooter([]);
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
  });
});
