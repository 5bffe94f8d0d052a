import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notificationEvents } from '@volunteerly/contracts/notification-events';
import { sitePaths } from '@volunteerly/site/site-paths';
import { apiModules, publicPages } from '../../src/api-modules.ts';

// Every module brings itself to the app through one manifest (issue 30): these checks make a new
// module's folder, its manifest and the list of modules agree, so nothing central is forgotten.
const apiRoot = path.resolve(import.meta.dirname, '../..');
const modulesDirectory = path.join(apiRoot, 'src/modules');
const moduleFolders = readdirSync(modulesDirectory).filter((name) =>
  statSync(path.join(modulesDirectory, name)).isDirectory(),
);
const declaredDependencies = JSON.parse(readFileSync(path.join(apiRoot, 'module-dependencies.json'), 'utf8')) as Record<
  string,
  string[]
>;

/** The modules listed before one that depends on them, or the first pair out of order. */
function firstOutOfOrder(order: readonly string[], dependencies: Record<string, string[]>): string | undefined {
  for (const [index, module] of order.entries()) {
    const later = (dependencies[module] ?? []).find((dependency) => order.indexOf(dependency) > index);
    if (later) return `${module} is listed before ${later}, which it depends on`;
  }
  return undefined;
}

describe('the list of API modules (src/api-modules.ts)', () => {
  it('lists every module folder once, by its own name', () => {
    expect(apiModules.map((module) => module.name).sort()).toEqual([...moduleFolders].sort());
  });

  it('takes each manifest from its module’s own <module>.module.ts', async () => {
    for (const folder of moduleFolders) {
      const file = path.join(modulesDirectory, folder, `${folder}.module.ts`);
      expect(existsSync(file), file).toBe(true);
      const exported = Object.values((await import(file)) as Record<string, unknown>);
      const listed = apiModules.find((module) => module.name === folder);
      expect(exported, folder).toContain(listed);
    }
  });

  it('lists lower modules first, so each part is set up before the modules that use it', () => {
    expect(
      firstOutOfOrder(
        apiModules.map((module) => module.name),
        declaredDependencies,
      ),
    ).toBeUndefined();
  });

  it('finds a module listed before one it depends on (the check itself works)', () => {
    expect(firstOutOfOrder(['users', 'audit'], { users: ['audit'], audit: [] })).toBe(
      'users is listed before audit, which it depends on',
    );
  });

  it('registers each message catalogue through the manifest of the module it lies in', async () => {
    for (const folder of moduleFolders) {
      const files = readdirSync(path.join(modulesDirectory, folder)).filter((file) => file.endsWith('.messages.ts'));
      const manifest = apiModules.find((module) => module.name === folder);
      const registered: readonly unknown[] = manifest && 'messages' in manifest ? manifest.messages : [];
      for (const file of files) {
        const exported = Object.values(
          (await import(path.join(modulesDirectory, folder, file))) as Record<string, unknown>,
        );
        expect(
          exported.some((value) => registered.includes(value)),
          `${folder}/${file}`,
        ).toBe(true);
      }
      expect(registered.length, folder).toBe(files.length);
    }
  });

  it('registers the routes of every module that has a routes folder', () => {
    for (const folder of moduleFolders) {
      if (!existsSync(path.join(modulesDirectory, folder, 'routes'))) continue;
      const manifest = apiModules.find((module) => module.name === folder);
      expect(manifest && ('routes' in manifest || 'platformRoutes' in manifest), folder).toBe(true);
    }
  });

  it('has each notification event of the contract sent by exactly one module', () => {
    const sent = apiModules.flatMap((module) => ('notificationEvents' in module ? module.notificationEvents : []));
    expect([...sent].sort()).toEqual([...notificationEvents].sort());
  });

  it('has each audit action declared by exactly one module', () => {
    const actions = apiModules.flatMap((module) => ('auditActions' in module ? module.auditActions : []));
    expect(actions.filter((action, index) => actions.indexOf(action) !== index)).toEqual([]);
  });

  it('takes each personal-data part from the module it tells about', () => {
    for (const module of apiModules) {
      if ('personalData' in module) expect(module.personalData.module).toBe(module.name);
    }
  });

  it('has each public page declared by one module, at a path of the site', () => {
    const paths = publicPages.pages.map((page) => String(page.path));
    expect(paths.filter((pagePath, index) => paths.indexOf(pagePath) !== index)).toEqual([]);
    const sitePathValues = Object.values(sitePaths).filter((value) => typeof value === 'string');
    for (const page of publicPages.pages) {
      if (typeof page.path === 'string') expect(sitePathValues).toContain(page.path);
      else expect(page.path.source).toMatch(/^\^.*\(\\d\{1,15\}\).*\$$/);
    }
  });

  it('describes the pages the sitemap lists and the records of vacancies and organisations', () => {
    const listed = publicPages.pages.filter((page) => page.inSitemap).map((page) => page.path);
    expect(listed).toEqual(
      expect.arrayContaining([
        sitePaths.home,
        sitePaths.vacancySearch,
        sitePaths.organizations,
        sitePaths.partners,
        sitePaths.privacyStatement,
        sitePaths.accessibilityStatement,
      ]),
    );
    const withSitemap = apiModules.flatMap((module) => ('sitemap' in module ? [module.name] : []));
    expect(withSitemap).toEqual(expect.arrayContaining(['organizations', 'vacancy-search']));
    expect(publicPages.sitemapSources).toHaveLength(withSitemap.length);
  });
});
