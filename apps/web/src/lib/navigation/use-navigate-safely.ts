import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { toSafeInternalPath } from './safe-url.ts';

/**
 * A navigate function for targets that come from outside the code (a `redirect`
 * query parameter, API data): it throws instead of leaving the site or running
 * a script URL.
 */
export function useNavigateSafely(): (target: string, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (target, options) => {
      await navigate(toSafeInternalPath(target), options);
    },
    [navigate],
  );
}
