import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation, type RouteObject } from 'react-router';
import { clearSession, setSession } from '../../lib/api/session-store.ts';
import { json, stubApi } from '../../test/app-test-utils.tsx';
import { currentUserDocument } from '../../test/factories/users.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { mayOpenPage } from './ability-gate.tsx';
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
      {
        path: '/admin',
        handle: { requires: 'listUsers' },
        element: <p>admin page</p>,
      },
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

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

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

  it('shows the 403 screen instead of a page whose ability the user lacks', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'c' });
    stubApi({ 'GET /api/v1/current_user': () => json(currentUserDocument()) });
    renderWithRouter(guardRoutes(fakeRoutes), '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeInTheDocument();
    expect(screen.queryByText('admin page')).toBeNull();
  });

  it('mounts the page for a user with the ability', async () => {
    setSession({ accessToken: 'a', client: 'b', uid: 'c' });
    stubApi({ 'GET /api/v1/current_user': () => json(currentUserDocument({ abilities: { listUsers: true } })) });
    renderWithRouter(guardRoutes(fakeRoutes), '/admin');
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });

  it('decides the ability in a pure function: no requirement lets everyone in', () => {
    expect(mayOpenPage(undefined, undefined)).toBe(true);
    expect(mayOpenPage('listUsers', undefined)).toBe(false);
    expect(mayOpenPage('listUsers', { listUsers: false })).toBe(false);
    expect(mayOpenPage('listUsers', { listUsers: true })).toBe(true);
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
