import type { BackendModule, InitOptions, Services } from 'i18next';
import ChainedBackend, { type ChainedBackendOptions } from 'i18next-chained-backend';
import HttpBackend from 'i18next-http-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';
import { catalogueUrl, catalogueVersions } from './catalogue-urls.ts';
import { catalogueCacheMs } from './namespaces.ts';

/**
 * The backend that fetches the message catalogues: each per language and namespace from its hashed
 * URL, kept 24 h in localStorage (spec: translation cache 24 hours) unless `cache` is off.
 */
export function createCatalogueBackend(services: Services, i18nextOptions: InitOptions, cache: boolean): BackendModule {
  const httpOptions = {
    loadPath: (languages: string[], names: string[]) => catalogueUrl(languages[0] ?? '', names[0] ?? ''),
  };
  const cacheOptions = { prefix: 'volunteerly_i18n_', expirationTime: catalogueCacheMs, versions: catalogueVersions() };
  const backend: BackendModule<ChainedBackendOptions> = new ChainedBackend();
  backend.init(
    services,
    cache
      ? { backends: [LocalStorageBackend, HttpBackend], backendOptions: [cacheOptions, httpOptions] }
      : { backends: [HttpBackend], backendOptions: [httpOptions] },
    i18nextOptions,
  );
  return backend;
}
