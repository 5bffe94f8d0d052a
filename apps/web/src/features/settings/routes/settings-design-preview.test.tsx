import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/api/session-store.ts';
import { json, renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { currentOrganizationsDocument } from '../../../test/factories/organizations.ts';
import { currentUserDocument } from '../../../test/factories/users.ts';

beforeEach(() => setSession({ accessToken: 'a', client: 'b', uid: 'anna@example.org' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const centerAdmin = {
  'GET /api/v1/current_user': () =>
    json(currentUserDocument({ roles: [{ name: 'center_admin', resourceType: 'VolunteerCenter', resourceId: '1' }] })),
  'GET /api/v1/current_organizations': () => json(currentOrganizationsDocument()),
};

describe('the design preview (/instellingen/design)', () => {
  it('shows the live header with the logo, tabs and sign-in pill, pill buttons and a real vacancy card', async () => {
    stubApi(centerAdmin);
    renderApp('/instellingen/design');
    const preview = await screen.findByTestId('design-preview');
    expect(preview).toHaveAttribute('inert');
    // Inert: hidden from assistive technology, so the queries ask for hidden elements too.
    expect(preview.querySelector('[data-app-header] img')).toHaveAttribute('src', '/logo-demo.svg');
    const current = within(preview).getByRole('link', { name: 'Vacatures', hidden: true });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(preview).getByRole('link', { name: 'Inloggen', hidden: true })).toHaveClass('rounded-full');
    expect(within(preview).getByRole('button', { name: 'Aanmelden', hidden: true })).toHaveClass('rounded-full');
    const card = await within(preview).findByRole('article', { hidden: true });
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Wandelmaatje voor een buurtgenoot', hidden: true }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Buurthuis De Linde');
    expect(card).toHaveClass('rounded-ui-lg');
  });

  it('follows the draft as it is edited: colours, shape and a removed logo', async () => {
    stubApi(centerAdmin);
    renderApp('/instellingen/design');
    const preview = await screen.findByTestId('design-preview');
    const kind = await screen.findAllByLabelText('Soort kleur');
    await userEvent.selectOptions(kind[0]!, 'custom');
    fireEvent.change(screen.getByLabelText('Hexcode van Hoofdkleur'), { target: { value: '#db2777' } });
    expect(preview.style.getPropertyValue('--color-primary-600')).not.toBe('');
    const primary700 = preview.style.getPropertyValue('--color-primary-700');
    fireEvent.change(screen.getByLabelText('Hexcode van Hoofdkleur'), { target: { value: '#16a34a' } });
    expect(preview.style.getPropertyValue('--color-primary-700')).not.toBe(primary700);

    await userEvent.selectOptions(screen.getByLabelText('Vorm'), 'straight');
    expect(preview.style.getPropertyValue('--radius-ui')).toBe('0');

    await userEvent.click(screen.getByRole('button', { name: /^Verwijderen.*Logo/ }));
    expect(preview.querySelector('[data-app-header] img')).toBeNull();
  });

  it('shows the draft light or dark, whatever the site is in', async () => {
    stubApi(centerAdmin);
    renderApp('/instellingen/design');
    const preview = await screen.findByTestId('design-preview');
    expect(preview).toHaveAttribute('data-color-mode', 'light');
    expect(preview).toHaveAttribute('data-light-island');
    const modes = screen.getByRole('group', { name: 'Kleurmodus van het voorbeeld' });
    await userEvent.click(within(modes).getByRole('button', { name: 'Donker' }));
    expect(within(modes).getByRole('button', { name: 'Donker' })).toHaveAttribute('aria-pressed', 'true');
    expect(preview).toHaveAttribute('data-color-mode', 'dark');
    expect(preview).not.toHaveAttribute('data-light-island');
    expect(preview.style.getPropertyValue('--color-background')).toBe('var(--color-muted-950)');
  });
});
