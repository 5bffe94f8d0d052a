import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { applyTheme } from '../../../lib/theme/apply-theme.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { DevColorsPage } from './dev-colors-page.tsx';
import { DevComponentsPage } from './dev-components-page.tsx';
import { DevFormPage } from './dev-form-page.tsx';
import { DevIndexPage } from './dev-index-page.tsx';
import { DevModalPage } from './dev-modal-page.tsx';

function renderPage(element: ReactElement) {
  return renderWithRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
    ],
    '/dev',
  );
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  act(() => toast.clear());
});

describe('developer pages', () => {
  it.each([
    ['DevIndexPage', <DevIndexPage key="index" />, "Ontwikkelaarspagina's"],
    ['DevColorsPage', <DevColorsPage key="colors" />, 'Kleuren'],
    ['DevComponentsPage', <DevComponentsPage key="components" />, 'Componenten'],
    ['DevFormPage', <DevFormPage key="form" />, 'Formulier'],
    ['DevModalPage', <DevModalPage key="modal" />, 'Dialoogvensters'],
  ])('%s has exactly one h1 and no untranslated keys', async (_name, element, title) => {
    const { container } = renderPage(element);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.textContent).not.toMatch(/\b(dev|validation|toast|map)\.[a-zA-Z]+/);
  });

  it('links the index to every developer page', async () => {
    renderPage(<DevIndexPage />);
    const hrefs = (await screen.findAllByRole('link')).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/dev/colors',
      '/dev/components',
      '/dev/form',
      '/dev/modal',
      '/test/server-error?status=500',
    ]);
  });

  it('shows the applied shades of the current tenant', async () => {
    applyTheme({ profile: null, highContrast: false, isPublic: false, staging: false });
    document.documentElement.style.setProperty('--color-primary-700', '#123456');
    renderPage(<DevColorsPage />);
    const primary = await screen.findByRole('region', { name: /Primair/ });
    expect(within(primary).getAllByRole('listitem')).toHaveLength(11);
    expect(within(primary).getByText('#123456')).toBeInTheDocument();
    expect(within(primary).getByText('12.7:1 op wit')).toBeInTheDocument();
  });

  it('raises a toast of every colour from the components page', async () => {
    const user = userEvent.setup();
    renderPage(<DevComponentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Toast: gelukt' }));
    await user.click(screen.getByRole('button', { name: 'Blijvende toast' }));
    const region = screen.getByRole('region', { name: 'Meldingen' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });

  it('calls the invalid-submit handler of the form showcase with a toast', async () => {
    const user = userEvent.setup();
    renderPage(<DevFormPage />);
    await user.click(await screen.findByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Naam is verplicht.')).toBeInTheDocument();
    expect(screen.getByText('Leeftijd is verplicht.')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Meldingen' });
    expect(within(region).getByRole('alert')).toHaveTextContent('5 velden hebben aandacht nodig.');
    expect(screen.getByText('Naam, E-mailadres, Website, Leeftijd, Bijnaam')).toBeInTheDocument();
  });

  it('opens the dialog and the confirmation from the modal page', async () => {
    const user = userEvent.setup();
    renderPage(<DevModalPage />);
    await user.click(await screen.findByRole('button', { name: 'Dialoogvenster openen' }));
    expect(screen.getByRole('dialog', { name: 'Over dit dialoogvenster' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Item verwijderen' }));
    expect(screen.getByRole('dialog', { name: 'Item verwijderen?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
