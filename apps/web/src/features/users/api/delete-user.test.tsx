import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { json, stubApi } from '../../../test/app-test-utils.tsx';
import { useDeleteUser } from './delete-user.ts';
import { usersQueryKeys } from './user-types.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useDeleteUser', () => {
  it('does not ask again for the user it deleted, while the lists reload', async () => {
    const calls = stubApi({ 'DELETE /api/v1/users/12': () => json(undefined, 204) });
    const client = createQueryClient({ retries: false });
    const userReads = vi.fn(() => 'Noor');
    const listReads = vi.fn(() => ['Noor']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        user: useQuery({ queryKey: usersQueryKeys.user('12'), queryFn: userReads }),
        list: useQuery({ queryKey: ['users', 'list'], queryFn: listReads }),
        remove: useDeleteUser('12'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.user.isSuccess && result.current.list.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/v1/users/12']);
    expect(listReads).toHaveBeenCalledTimes(2);
    expect(userReads).toHaveBeenCalledTimes(1);
  });
});
