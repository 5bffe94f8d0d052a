import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountAbilities } from '@volunteerly/contracts/users';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountAbilitiesOfRoles } from '../../test/factories/users.ts';
import { AccountMenu, visibleAccountMenuItems } from './account-menu.tsx';

function renderMenu(abilities: Partial<AccountAbilities> = {}) {
  const user = {
    fullName: 'Anna de Vries',
    email: 'anna@example.org',
    // A volunteer's abilities (none) unless given.
    meta: { abilities: { ...accountAbilitiesOfRoles([]), ...abilities }, impersonatedBy: null },
  };
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu user={user} /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

function itemNames(): string[] {
  return within(screen.getByRole('list', { hidden: true }))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent ?? '');
}

describe('AccountMenu', () => {
  it('shows the basic items to every user', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Anna de Vries/ }));
    expect(itemNames()).toEqual([
      'Dashboard',
      'Mijn profiel',
      'Aanmeldingen',
      'Gesprekken',
      'Mijn reacties',
      'Mijn apparaten',
      'Mijn rollen',
      'Uitloggen',
    ]);
    expect(screen.getByRole('link', { name: 'Mijn apparaten' })).toHaveAttribute('href', '/auth/token');
    expect(screen.getByRole('link', { name: 'Uitloggen' })).toHaveAttribute('href', '/uitloggen');
  });

  it('keeps to personal things: the tools of a centre admin are in Beheer, not here', async () => {
    renderMenu(accountAbilitiesOfRoles(['center_admin']));
    await userEvent.click(screen.getByRole('button', { name: /Anna de Vries/ }));
    expect(itemNames()).toEqual([
      'Dashboard',
      'Mijn profiel',
      'Aanmeldingen',
      'Gesprekken',
      'Mijn reacties',
      'Mijn apparaten',
      'Mijn rollen',
      'Uitloggen',
    ]);
    expect(visibleAccountMenuItems({ listUsers: true, manageSettings: true }).map((item) => item.to)).not.toContain(
      '/users',
    );
  });

  it('is a disclosure: Escape closes it and focus returns to the button; arrow keys move through it', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: /Anna de Vries/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Mijn profiel' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Mijn profiel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes after following a link', async () => {
    const router = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Anna de Vries/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Mijn rollen' }));
    expect(router.state.location.pathname).toBe('/account/roles');
    expect(screen.getByRole('button', { name: /Anna de Vries/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
