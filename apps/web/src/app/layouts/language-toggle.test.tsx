import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageToggle } from './language-toggle.tsx';

function renderToggle(address = '/') {
  const router = createMemoryRouter([{ path: '*', element: <LanguageToggle /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  await i18next.changeLanguage('nl');
});

describe('LanguageToggle', () => {
  it('shows the current language pressed and switches in place on click', async () => {
    const router = renderToggle('/vacancies/search?q=tuin');
    expect(screen.getByRole('group', { name: 'Taal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(i18next.language).toBe('en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?q=tuin');
  });

  it('is a GET form of this page with ?lang= and its other parameters, for before the app has taken over', () => {
    renderToggle('/vacancies/search?q=tuin&lang=nl&page=2');
    const english = screen.getByRole('button', { name: 'English' });
    const form = english.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/vacancies/search');
    expect(english).toHaveAttribute('name', 'lang');
    expect(english).toHaveAttribute('value', 'en');
    const hidden = [...(form?.querySelectorAll('input[type="hidden"]') ?? [])] as HTMLInputElement[];
    expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['q', 'tuin'],
      ['page', '2'],
    ]);
  });

  it('changes the language an address names (?lang=), so a reload keeps the choice', async () => {
    const router = renderToggle('/vacancies/search?lang=nl&q=tuin');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(i18next.language).toBe('en');
    expect(router.state.location.search).toBe('?lang=en&q=tuin');
  });
});
