import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetAnswersOfPreviousAsker } from './sign-out.ts';

describe('forgetting the previous asker’s answers', () => {
  it('drops the user’s own queries and marks every other answer stale', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(['current-user'], { id: '1' });
    queryClient.setQueryData(['current-organizations'], []);
    queryClient.setQueryData(['organizations', '7'], { abilities: {} });
    forgetAnswersOfPreviousAsker(queryClient);
    expect(queryClient.getQueryData(['current-user'])).toBeUndefined();
    expect(queryClient.getQueryData(['current-organizations'])).toBeUndefined();
    const organization = queryClient.getQueryCache().find({ queryKey: ['organizations', '7'] });
    expect(organization?.state.isInvalidated).toBe(true);
  });
});
