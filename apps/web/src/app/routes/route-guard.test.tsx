import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, type RouteObject } from 'react-router';
import { clearSession, setSession } from '../../lib/api/session-store.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { RouteErrorScreen } from '../errors/route-error-screen.tsx';
import { decideRouteAccess, guardRoutes, signInRedirectUrl } from './route-guard.ts';

function SignInStandIn() {
  const location = useLocation();
  return <p>sign-in {location.search}</p>;
}

// A small route table: the real one has no page that needs sign-in yet.
const fakeRoutes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: () => null,
    children: [
      { path: '/', handle: { isPublic: true }, element: <p>home</p> },
      { path: '/secret', handle: { title: 'secret' }, element: <p>secret page</p> },
      { path: '/auth/login-1', handle: { isPublic: true }, element: <SignInStandIn /> },
      {
        path: '/items/:id',
        handle: {
          isPublic: true,
          validate: (params: Record<string, string | undefined>) => /^\d+$/.test(params['id'] ?? ''),
        },
        element: <p>item</p>,
      },
    ],
  },
];

afterEach(() => clearSession());

describe('route guard', () => {
  it('sends signed-out users on a non-public page to /auth/login-1 with the way back', async () => {
    const { router } = renderWithRouter(guardRoutes(fakeRoutes), '/secret?tab=2');
    expect(await screen.findByText(/^sign-in/)).toHaveTextContent('sign-in ?redirect=%2Fsecret%3Ftab%3D2');
    expect(router.state.location.pathname).toBe('/auth/login-1');
  });

  it('lets signed-in users through', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'c' });
    renderWithRouter(guardRoutes(fakeRoutes), '/secret');
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });

  it('leaves public pages open to everyone', async () => {
    renderWithRouter(guardRoutes(fakeRoutes), '/');
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  it("shows the fatal 404 'Page Not Found: {path}' when a route's validation fails", async () => {
    renderWithRouter(guardRoutes(fakeRoutes), '/items/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('Pagina niet gevonden: /items/abc')).toBeInTheDocument();
  });

  it('decides in a pure function: validation before sign-in', () => {
    const url = new URL('https://x.test/items/abc');
    const validate = () => false;
    expect(decideRouteAccess({ handle: { validate }, params: {}, url, authStatus: 'SIGNED_OUT' })).toEqual({
      kind: 'not-found',
      path: '/items/abc',
    });
    expect(signInRedirectUrl('/a?b=1')).toBe('/auth/login-1?redirect=%2Fa%3Fb%3D1');
  });
});
