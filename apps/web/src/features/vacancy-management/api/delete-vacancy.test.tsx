import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { vacancyDetailQueryKeys } from '../../../lib/vacancies/vacancy-query-keys.ts';
import { json, stubApi } from '../../../test/app-test-utils.tsx';
import { useDeleteVacancy } from './delete-vacancy.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useDeleteVacancy', () => {
  it('does not ask again for the vacancy it deleted, while the lists reload', async () => {
    const calls = stubApi({ 'DELETE /api/v1/vacancies/7': () => json(undefined, 204) });
    const client = createQueryClient({ retries: false });
    const detailReads = vi.fn(() => 'Tuinman');
    const listReads = vi.fn(() => ['Tuinman']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        detail: useQuery({ queryKey: vacancyDetailQueryKeys.detail('7'), queryFn: detailReads }),
        list: useQuery({ queryKey: ['vacancies', 'list'], queryFn: listReads }),
        remove: useDeleteVacancy('7'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.isSuccess && result.current.list.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/v1/vacancies/7']);
    expect(listReads).toHaveBeenCalledTimes(2);
    expect(detailReads).toHaveBeenCalledTimes(1);
  });
});
