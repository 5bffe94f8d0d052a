import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { RowActionsMenu, type RowAction } from './row-actions-menu.tsx';

/** A row of a table: its menu, and a delete that asks first (as the back-office tables do). */
function Row({ onPublish, onDelete }: { onPublish: () => void; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  const actions: RowAction[] = [
    { key: 'edit', label: 'Bewerken', to: '/vacancies/7/edit' },
    { key: 'publish', label: 'Publiceren', onSelect: onPublish },
    { key: 'delete', label: 'Verwijderen', destructive: true, onSelect: () => setAsking(true) },
  ];
  return (
    <>
      <RowActionsMenu name="Tuinieren in de wijk" actions={actions} />
      <ConfirmDialog
        open={asking}
        title="Concept verwijderen?"
        message="Dit kun je niet ongedaan maken."
        confirmLabel="Concept verwijderen"
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function renderRow() {
  const handlers = { onPublish: vi.fn(), onDelete: vi.fn() };
  const router = createMemoryRouter(
    [
      { path: '/', element: <Row {...handlers} /> },
      { path: '/vacancies/:id/edit', element: <p>Vacature bewerken</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { ...handlers, router, button: screen.getByRole('button', { name: 'Acties voor Tuinieren in de wijk' }) };
}

const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem');

describe('RowActionsMenu', () => {
  it('is one button named after its row that announces a closed menu', () => {
    const { button } = renderRow();
    expect(button).toHaveTextContent('Acties');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on a click with focus on the first action, the destructive one marked by colour', async () => {
    const { button } = renderRow();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menuItems().map((item) => item.textContent)).toEqual(['Bewerken', 'Publiceren', 'Verwijderen']);
    expect(menuItems()[0]).toHaveFocus();
    expect(menuItems()[2]).toHaveClass('text-error-800');
  });

  it('moves with the arrow keys, wrapping round, and jumps with Home and End', async () => {
    const { button } = renderRow();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(menuItems()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(menuItems()[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(menuItems()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(menuItems()[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(menuItems()[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(menuItems()[2]).toHaveFocus();
  });

  it('opens on the last action with Arrow Up', async () => {
    const { button } = renderRow();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(menuItems()[2]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { button } = renderRow();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click beside it', async () => {
    const { button } = renderRow();
    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs an action chosen with Enter, closed and with focus back on the button', async () => {
    const { button, onPublish } = renderRow();
    button.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPublish).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('asks before a destructive action and does nothing when it is cancelled', async () => {
    const { button, onDelete } = renderRow();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Concept verwijderen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Verwijderen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Concept verwijderen' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('follows a link action to its page', async () => {
    const { button, router } = renderRow();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Bewerken' }));
    expect(router.state.location.pathname).toBe('/vacancies/7/edit');
    expect(await screen.findByText('Vacature bewerken')).toBeInTheDocument();
  });
});
