import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { RootLayout } from './root-layout.tsx';

/** A page whose data arrives when the test says so. */
function slowPage() {
  let arrive = () => {};
  const arrived = new Promise<null>((resolve) => (arrive = () => resolve(null)));
  return { loader: () => arrived, arrive: () => act(arrive) };
}

describe('the root layout while another page opens', () => {
  it('marks the main region busy until the next page is shown, then names its history entry on <html>', async () => {
    const next = slowPage();
    const { router } = renderWithRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/', element: <h1>Eerste pagina</h1> },
            { path: '/volgende', loader: next.loader, element: <h1>Volgende pagina</h1> },
          ],
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Eerste pagina' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    const firstKey = router.state.location.key;
    await waitFor(() => expect(document.documentElement.dataset['locationKey']).toBe(firstKey));

    act(() => {
      void router.navigate('/volgende');
    });
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true'));
    expect(document.documentElement.dataset['locationKey']).toBe(firstKey);

    await next.arrive();
    expect(await screen.findByRole('heading', { name: 'Volgende pagina' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(document.documentElement.dataset['locationKey']).toBe(router.state.location.key));
    expect(router.state.location.key).not.toBe(firstKey);
  });
});
