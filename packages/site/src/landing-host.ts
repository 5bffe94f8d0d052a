import { sitePaths } from './site-paths.ts';

// The Gelderse Handen host (spec §2, issue 32 §6): on one host, named in the configuration, every
// page other than the allowed ones redirects to the partnership's landing page. The server applies
// it to the pages it serves, the web app to its own navigation; both with this rule.

/** The host and the pages it shows, as the configuration names them (`GELDERSE_HANDEN_HOST`, `…_PATHS`). */
export interface LandingHost {
  /** The host name, lower case, without a port. */
  host: string;
  /** Pages allowed besides the landing page and signing in: a path, or a prefix ending in '/'. */
  allowedPaths: string[];
}

/** What every landing host allows: the landing page itself, and signing in and out. */
export const alwaysAllowedOnLandingHost = [sitePaths.regionalLanding, '/inloggen', '/uitloggen', '/auth/'] as const;

/** Whether `pathname` matches one of `paths`: exactly, below it, or under a prefix ending in '/'. */
function matchesAny(pathname: string, paths: readonly string[]): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return paths.some((allowed) => {
    const rule = allowed.toLowerCase();
    if (rule.endsWith('/')) return path.startsWith(rule) || path === rule.slice(0, -1);
    return path === rule || path.startsWith(`${rule}/`);
  });
}

/**
 * Where a page of `hostname` at `pathname` must go instead: the landing page when the host is the
 * landing host and the page is not allowed there; undefined when it may be shown.
 */
export function landingRedirectOf(
  landing: LandingHost | null | undefined,
  hostname: string,
  pathname: string,
): string | undefined {
  if (!landing || hostname.toLowerCase() !== landing.host) return undefined;
  if (matchesAny(pathname, [...alwaysAllowedOnLandingHost, ...landing.allowedPaths])) return undefined;
  return sitePaths.regionalLanding;
}
