import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListSearchParams } from './use-list-search-params.ts';

type Update = ReturnType<typeof useListSearchParams>['update'];

function renderList(initialPath: string) {
  const handle: { update?: Update } = {};
  function ListPage() {
    handle.update = useListSearchParams().update;
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <ListPage /> }], { initialEntries: [initialPath] });
  render(<RouterProvider router={router} />);
  return { router, update: (changes: Record<string, string>) => handle.update!(changes) };
}

describe('useListSearchParams', () => {
  it('keeps both of two changes made before the page renders again', () => {
    const { router, update } = renderList('/list?sort=name');
    act(() => {
      update({ status: 'pending' });
      update({ search: 'buurt' });
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('pending');
    expect(params.get('search')).toBe('buurt');
    expect(params.get('sort')).toBe('name');
  });

  it('goes back to page 1 on a filter change, and clears parameters set to nothing', () => {
    const { router, update } = renderList('/list?page=3&status=pending');
    act(() => update({ status: '' }));
    expect(router.state.location.search).toBe('');
    act(() => update({ page: '2' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('builds on an address it did not write itself, such as the back button', async () => {
    const { router, update } = renderList('/list?status=pending');
    act(() => update({ sort: 'name' }));
    await act(() => router.navigate('/list?status=approved'));
    act(() => update({ search: 'buurt' }));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('status=approved&search=buurt');
  });
});
