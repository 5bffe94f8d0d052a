import type { AccountAbilityName } from '@volunteerly/contracts/users';
import type { Params, UIMatch } from 'react-router';

/** Page layouts (spec §2): 'default' wraps pages in header and footer; 'empty' shows the page alone. */
export type RouteLayout = 'default' | 'empty';

/** Spec §2's route metadata, carried on each route's `handle`. */
export interface RouteHandle {
  /** Reachable without sign-in. */
  isPublic?: boolean;
  layout?: RouteLayout;
  whiteBackground?: boolean;
  breakoutContainer?: boolean;
  /** i18n key (namespace 'common') of the page title. */
  title?: string;
  /** i18n key (namespace 'common') of the page description. */
  description?: string;
  /** A false answer gives the fatal 404 'Page Not Found: {path}'. */
  validate?: (params: Params) => boolean;
  /** Set to false to keep the scroll position when navigating to this route. */
  scrollToTop?: boolean;
  /**
   * The account ability (the current user's `meta.abilities`) the page needs.
   * Without it the 403 screen shows instead, and the page never mounts, so it
   * asks the API for nothing. Children inherit it.
   */
  requires?: AccountAbilityName;
  /**
   * The server renders the page with its data and the app takes the HTML over (decision 021): for
   * public pages checked to render the same on both sides. Other pages get their frame (header,
   * title, footer) with a skeleton, and render in the browser.
   */
  serverRendered?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return value !== null && typeof value === 'object';
}

/** The metadata of the current page: handles of all matches merged, the deepest winning. */
export function mergeRouteHandles(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (isRouteHandle(match.handle)) Object.assign(merged, match.handle);
  }
  return merged;
}
