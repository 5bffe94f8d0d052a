import { sitePaths } from '@volunteerly/site/site-paths';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from './route-table.tsx';

function matchedPath(pathname: string): string | undefined {
  const matches = matchRoutes(buildRouteTable(), pathname);
  return matches?.at(-1)?.route.path;
}

describe('route matching (spec §2)', () => {
  it('is case-insensitive', () => {
    expect(matchedPath('/SWITCH')).toBe('/switch');
    expect(matchedPath('/Dev/Colors')).toBe('/dev/colors');
  });

  it('allows an optional trailing slash', () => {
    expect(matchedPath('/switch/')).toBe('/switch');
    expect(matchedPath('/dev/components/')).toBe('/dev/components');
  });

  it('sends / and single-segment paths to the content catch-all, deeper unknown paths to the 404 route', () => {
    expect(matchedPath('/')).toBe('/:slug?');
    expect(matchedPath('/over-ons')).toBe('/:slug?');
    expect(matchedPath('/a/b/c')).toBe('*');
  });

  it('marks every page with the metadata of spec §2', () => {
    const pages = buildRouteTable()[0]?.children?.[0]?.children ?? [];
    const byPath = new Map(pages.map((route) => [route.path, route.handle]));
    expect(byPath.get('/switch')).toMatchObject({ isPublic: true, layout: 'empty' });
    expect(byPath.get('/:slug?')).toMatchObject({ isPublic: true, whiteBackground: true, breakoutContainer: true });
    for (const path of ['/dev', '/dev/colors', '/dev/components', '/dev/form', '/dev/modal']) {
      expect(byPath.get(path)).toMatchObject({ isPublic: true });
    }
  });

  // The server links to these pages in mails, notifications, feeds and the sitemap (@volunteerly/site);
  // the home page is the content route without a slug (above).
  const linkedPaths = Object.entries(sitePaths).filter(([name]) => name !== 'home');
  it.each(linkedPaths)('gives the site path %s a page of its own', (_name, path) => {
    const matched = matchedPath(typeof path === 'function' ? path(7) : path);
    expect(matched).toBeDefined();
    expect(['/:slug?', '*']).not.toContain(matched);
  });
});
