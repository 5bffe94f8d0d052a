import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '../../test/test-i18n.ts';
import { readCookie } from '../tenant/cookie-jar.ts';
import { initI18n, toBootedCatalogue } from './i18n.ts';

const catalogues = loadCatalogues();
const fetchMock = vi.fn<typeof fetch>();

// Answers each catalogue URL with the matching file's messages.
function serveCatalogues(input: RequestInfo | URL): Promise<Response> {
  const match = /locales\/([^/]+)\/([^/.]+)\.json/.exec(String(input));
  const messages = match?.[1] && match[2] ? catalogues[match[1]]?.[match[2]] : undefined;
  return Promise.resolve(
    messages ? new Response(JSON.stringify(messages), { status: 200 }) : new Response('not found', { status: 404 }),
  );
}

beforeEach(() => {
  fetchMock.mockImplementation(serveCatalogues);
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.cookie = 'locale=; path=/; max-age=0';
  document.documentElement.lang = 'nl';
});

describe('initI18n', () => {
  it('takes the language from the locale cookie first and sets <html lang>', async () => {
    document.cookie = 'locale=en; path=/';
    const instance = await initI18n({ instance: i18next.createInstance(), cache: false });
    expect(instance.resolvedLanguage).toBe('en');
    expect(instance.t('time.justNow')).toBe('just now');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to the browser language, then to Dutch, and remembers the choice in the cookie', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('fr-FR');
    const instance = await initI18n({ instance: i18next.createInstance(), cache: false });
    expect(instance.resolvedLanguage).toBe('nl');
    expect(instance.t('time.justNow')).toBe('zojuist');
    await instance.changeLanguage('en');
    expect(readCookie('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    vi.restoreAllMocks();
  });

  it('loads both namespaces over HTTP and serves them from localStorage the next time', async () => {
    document.cookie = 'locale=nl; path=/';
    await initI18n({ instance: i18next.createInstance(), cache: true });
    const fetched = fetchMock.mock.calls.map(([input]) => String(input));
    expect(fetched.some((url) => url.includes('nl/common.json'))).toBe(true);
    expect(fetched.some((url) => url.includes('nl/ui.json'))).toBe(true);

    fetchMock.mockClear();
    const second = await initI18n({ instance: i18next.createInstance(), cache: true });
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('nl/common.json'))).toHaveLength(0);
    expect(second.t('time.justNow')).toBe('zojuist');
  });

  it('starts a server-rendered page from the messages it came with, and fetches only what it did not bring', async () => {
    const instance = await initI18n({
      instance: i18next.createInstance(),
      cache: false,
      booted: toBootedCatalogue('en', {
        common: catalogues.en?.common,
        ui: catalogues.en?.ui,
        'page-heads': catalogues.en?.['page-heads'],
      }),
    });
    expect(instance.t('time.justNow')).toBe('just now');
    expect(fetchMock).not.toHaveBeenCalled();

    await instance.loadNamespaces('vacancy-search');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      expect.stringContaining('en/vacancy-search.json'),
    ]);
    expect(instance.hasResourceBundle('en', 'vacancy-search')).toBe(true);
  });
});
