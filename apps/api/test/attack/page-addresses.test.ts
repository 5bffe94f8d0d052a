import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantHeaders } from '../support/test-app.ts';
import { reportFigures } from './attack-findings.ts';
import { createAttackWorld, type AttackTenant, type AttackWorld } from './attack-world.ts';
import { addressesIn } from './mail-addresses.ts';

// Issue 29, holes 6 and 7, as a generated suite: every page the server describes (each address of
// the tenant's sitemap), the sitemap, robots.txt and the feeds are asked for on an unconfigured
// host, on a foreign port and for a tenant without hosts; every address they name is the tenant's
// configured origin (an unconfigured host is the default tenant's) and none names the Host asked on.

const builtIndex =
  '<!doctype html><html lang="nl"><head><title>Volunteerly</title></head><body><div id="root"></div></body></html>';
const browserAccept = 'text/html,application/xhtml+xml,*/*;q=0.8';
/** Addresses a page may name that are not the tenant's: the vocabularies its data is written in. */
const vocabularies = /^https?:\/\/(www\.|validator\.)?(sitemaps\.org|w3\.org|schema\.org|purl\.org|ogp\.me)\b/;

/** The head's link and meta tags and its JSON-LD: where a page names its own address. */
function selfDescriptionOf(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = head.match(/<(?:link|meta) [^>]*>/g) ?? [];
  const data = head.match(/<script type="application\/ld\+json">.*?<\/script>/gs) ?? [];
  return [...tags, ...data].join('\n');
}

/** A way of asking for a tenant's pages: the headers, and the origin every address must have. */
interface HostVariant {
  label: string;
  tenant: AttackTenant;
  /** Headers of an API call (the sitemap, robots.txt, feeds). */
  api: Record<string, string>;
  /** Headers of a page a browser opens. */
  page: Record<string, string>;
  origin: string;
  /** A text that must appear nowhere: the Host (or port) the request came with. */
  echoed: string;
}

describe('the addresses pages, feeds and the sitemap name', () => {
  let world: AttackWorld;
  let webDistDir: string;
  const figures = { pages: 0, documents: 0, addresses: 0, findings: 0 };

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-attack-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), builtIndex);
    world = await createAttackWorld({
      hostlessTenant: true,
      environment: { WEB_DIST_DIR: webDistDir, DEFAULT_TENANT: 'alfa' },
    });
  }, 120_000);

  afterAll(async () => {
    reportFigures('page-addresses', figures);
    await world?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const variants = (): HostVariant[] => {
    const charlie = world.charlie!;
    const platform = world.testApp.config.publicOrigin;
    return [
      {
        label: 'an unconfigured host',
        tenant: world.alfa,
        api: tenantHeaders('alfa', { host: 'onbekend.example' }),
        page: { host: 'onbekend.example', accept: browserAccept },
        origin: 'https://alfa.example',
        echoed: 'onbekend.example',
      },
      {
        label: 'a foreign port',
        tenant: world.alfa,
        api: { host: 'alfa.example:6666' },
        page: { host: 'alfa.example:6666', accept: browserAccept },
        origin: 'https://alfa.example',
        echoed: ':6666',
      },
      {
        label: 'a tenant without hosts',
        tenant: charlie,
        api: tenantHeaders('charlie', { host: 'charlie.example:6666' }),
        page: { host: 'charlie.example:6666', accept: browserAccept, cookie: 'tenant=charlie' },
        origin: platform,
        echoed: 'charlie.example',
      },
    ];
  };

  function findingsOf(label: string, text: string, variant: HostVariant): string[] {
    const findings: string[] = [];
    for (const address of addressesIn(text)) {
      if (vocabularies.test(address.href)) continue;
      figures.addresses += 1;
      if (address.origin !== variant.origin) findings.push(`${label} names ${address.origin}, not ${variant.origin}`);
    }
    if (text.includes(variant.echoed)) findings.push(`${label} echoes the request's ${variant.echoed}`);
    return findings;
  }

  it("names only the tenant's origin in every page of its sitemap, asked for on any host or port", async () => {
    const findings: string[] = [];
    for (const variant of variants()) {
      const sitemap = await world.testApp.app.inject({ method: 'GET', url: '/sitemap.xml', headers: variant.api });
      expect(sitemap.statusCode, `${variant.label}: ${sitemap.body.slice(0, 200)}`).toBe(200);
      const paths = addressesIn(sitemap.body)
        .filter((address) => !vocabularies.test(address.href))
        .map((address) => `${address.pathname}${address.search}`);
      expect(paths.length, variant.label).toBeGreaterThan(3);
      for (const pagePath of paths) {
        figures.pages += 1;
        const page = await world.testApp.app.inject({ method: 'GET', url: pagePath, headers: variant.page });
        const label = `${pagePath} on ${variant.label}`;
        if (page.statusCode !== 200) {
          findings.push(`${label} answered ${page.statusCode}`);
          continue;
        }
        findings.push(...findingsOf(label, selfDescriptionOf(page.body), variant));
      }
    }
    figures.findings += findings.length;
    expect(findings).toEqual([]);
  }, 300_000);

  it("names only the tenant's origin in the sitemap, robots.txt and the feeds", async () => {
    const findings: string[] = [];
    for (const variant of variants()) {
      for (const url of ['/sitemap.xml', '/robots.txt', '/api/v1/vacancies/feed.atom', '/api/v1/vacancies/feed.rss']) {
        figures.documents += 1;
        const response = await world.testApp.app.inject({ method: 'GET', url, headers: variant.api });
        expect(response.statusCode, `${url} on ${variant.label}`).toBe(200);
        findings.push(...findingsOf(`${url} on ${variant.label}`, response.body, variant));
      }
    }
    figures.findings += findings.length;
    expect(findings).toEqual([]);
  }, 300_000);
});
