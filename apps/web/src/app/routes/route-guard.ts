import type { AccountAbilityName } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import { createElement, type ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { AbilityGate } from './ability-gate.tsx';
import { PageSkeleton } from '../start/page-skeleton.tsx';
import { getAuthStatus, type AuthStatus } from '../../lib/api/session-store.ts';
import type { RouteHandle } from './route-handle.ts';
import { pageNotFoundError } from './route-error.ts';

/** The sign-in URL (spec §2: the legacy sign-in address) that brings the user back to `returnTo` afterwards. */
export function signInRedirectUrl(returnTo: string): string {
  return `${sitePaths.signInLegacy}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

/** What the guard decides for one navigation: go on, send to sign-in, or the fatal 404. */
export type GuardDecision = { kind: 'allow' } | { kind: 'sign-in'; url: string } | { kind: 'not-found'; path: string };

/** Applies a route's metadata: the validation check first, then sign-in for non-public routes. */
export function decideRouteAccess(input: {
  handle: RouteHandle;
  params: LoaderFunctionArgs['params'];
  url: URL;
  authStatus: AuthStatus;
}): GuardDecision {
  const { handle, params, url, authStatus } = input;
  if (handle.validate && !handle.validate(params)) return { kind: 'not-found', path: url.pathname };
  if (!handle.isPublic && authStatus !== 'SIGNED_IN') {
    return { kind: 'sign-in', url: signInRedirectUrl(`${url.pathname}${url.search}${url.hash}`) };
  }
  return { kind: 'allow' };
}

function guardLoader(handle: RouteHandle, inner: LoaderFunction | undefined): LoaderFunction {
  return (args, context) => {
    const decision = decideRouteAccess({
      handle,
      params: args.params,
      url: new URL(args.request.url),
      authStatus: getAuthStatus(),
    });
    if (decision.kind === 'not-found') throw pageNotFoundError(decision.path);
    if (decision.kind === 'sign-in') throw redirect(decision.url);
    return inner ? inner(args, context) : null;
  };
}

/** Whether a route shows a page (it has a path or is an index, and a component). */
export function hasPage(route: RouteObject): boolean {
  return Boolean(route.path !== undefined || route.index) && Boolean(route.lazy ?? route.Component ?? route.element);
}

function gatedComponent(Page: ComponentType, requires: AccountAbilityName): ComponentType {
  function GatedPage() {
    return createElement(AbilityGate, { requires, children: createElement(Page) });
  }
  GatedPage.displayName = `Gated(${Page.displayName ?? Page.name})`;
  return GatedPage;
}

/** The route's page, mounted only behind the ability gate (however the route declares its page). */
function gatePage(route: RouteObject, requires: AccountAbilityName): Partial<RouteObject> {
  const { lazy } = route;
  if (typeof lazy === 'function') {
    return {
      lazy: async () => {
        const loaded = await lazy();
        return loaded.Component ? { ...loaded, Component: gatedComponent(loaded.Component, requires) } : loaded;
      },
    };
  }
  if (route.Component) return { Component: gatedComponent(route.Component, requires) };
  if (route.element !== undefined)
    return { element: createElement(AbilityGate, { requires, children: route.element }) };
  return {};
}

/**
 * Puts the guard in front of every page route of a route table: a route runs
 * its own loader only after its validation and sign-in checks pass, and a page
 * whose metadata `requires` an ability mounts only for users who have it (the
 * 403 screen otherwise). Loaders must be declared on the route itself; React
 * Router ignores a `loader` returned by `lazy` when the route already has one.
 */
export function guardRoutes(
  routes: RouteObject[],
  inherited: RouteHandle = {},
  enforcedAbove?: AccountAbilityName,
): RouteObject[] {
  return routes.map((route) => {
    const handle: RouteHandle = { ...inherited, ...(route.handle as RouteHandle | undefined) };
    let guarded = { ...route } as RouteObject;
    let enforced = enforcedAbove;
    if (hasPage(route) && typeof route.loader !== 'boolean') {
      guarded.loader = guardLoader(handle, route.loader);
      // While the first page's loader runs, the page's own place shows its skeleton: the layout
      // around it (header, footer) is rendered once, not replaced when the page arrives.
      if (!route.HydrateFallback && !route.hydrateFallbackElement) guarded.HydrateFallback = PageSkeleton;
    }
    // A page inside a page already gated for the same ability needs no second gate.
    if (hasPage(route) && handle.requires && handle.requires !== enforcedAbove) {
      guarded = { ...guarded, ...gatePage(route, handle.requires) } as RouteObject;
      enforced = handle.requires;
    }
    // Children inherit the metadata (e.g. isPublic, requires) but never a parent's validation check.
    const { validate: _validate, ...inheritable } = handle;
    if (route.children) guarded.children = guardRoutes(route.children, inheritable, enforced);
    return guarded;
  });
}
