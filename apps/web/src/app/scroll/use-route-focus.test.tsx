import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from './use-route-focus.ts';

function Page({ title }: { title: string }) {
  useRouteFocus();
  const [, setParams] = useSearchParams();
  return (
    <main>
      <h1>{title}</h1>
      <input aria-label="Zoeken" onChange={(event) => setParams({ search: event.target.value })} />
    </main>
  );
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe('useRouteFocus', () => {
  it('moves focus to the heading of another page', async () => {
    const router = createMemoryRouter(
      [
        { path: '/a', element: <Page title="Pagina A" /> },
        { path: '/b', element: <Page title="Pagina B" /> },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/b'));
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Pagina B' })).toHaveFocus();
  });

  it('leaves focus in a search box whose text goes into the query string', async () => {
    const router = createMemoryRouter([{ path: '/a', element: <Page title="Pagina A" /> }], {
      initialEntries: ['/a'],
    });
    render(<RouterProvider router={router} />);
    const search = screen.getByLabelText('Zoeken');
    search.focus();
    await act(() => router.navigate('/a?search=sam'));
    await nextFrame();
    expect(search).toHaveFocus();
  });
});
