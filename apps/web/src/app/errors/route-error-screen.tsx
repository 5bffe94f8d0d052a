import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/navigation/chunk-load-error.ts';
import { reloadOnce } from '../../lib/navigation/reload-guard.ts';
import { LoadingScreen } from '../start/loading-screen.tsx';
import { ErrorScreen } from './error-screen.tsx';

/**
 * The error boundary of the pages. A chunk that fails to load (a deploy
 * replaced it) reloads the page once; a second failure within the guard
 * window shows the error screen. React Router clears the error on the next navigation.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkFailure = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);

  useEffect(() => {
    if (chunkFailure && !reloadOnce()) setReloadRefused(true);
  }, [chunkFailure, error]);

  if (chunkFailure && !reloadRefused) return <LoadingScreen />;
  return <ErrorScreen error={error} path={pathname} />;
}
