import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppFooter } from './app-footer.tsx';

function renderFooter(links: { label: string; url: string }[]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <AppFooter appName="Rivierstad" centerName="Rivierstad" columns={[{ title: 'Links', links }]} />,
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
});
