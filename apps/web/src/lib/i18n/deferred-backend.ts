import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';

export interface DeferredBackendOptions {
  /** Keep fetched catalogues in localStorage (off in development, where URLs carry no hash). */
  cache: boolean;
}

/**
 * An i18next backend whose code is fetched when the first catalogue is: a page the server rendered
 * came with its messages, so the fetching libraries (HTTP, cache, chaining: ~8 KiB) stay out of
 * what the page loads before it can be used (issue 13 §2), until a namespace or language the page
 * did not bring is asked for.
 */
export class DeferredBackend implements BackendModule<DeferredBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private services: Services | undefined;
  private i18nextOptions: InitOptions = {};
  private cache = true;
  private backend: Promise<BackendModule> | undefined;

  init(services: Services, backendOptions: DeferredBackendOptions, i18nextOptions: InitOptions): void {
    this.services = services;
    this.cache = backendOptions.cache;
    this.i18nextOptions = i18nextOptions;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const services = this.services;
    if (!services) {
      callback(new Error('the catalogue backend was not initialised'), null);
      return;
    }
    this.backend ??= import('./catalogue-backend.ts').then(({ createCatalogueBackend }) =>
      createCatalogueBackend(services, this.i18nextOptions, this.cache),
    );
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // A failed chunk may load on the next try (a new deploy, a flaky connection).
        this.backend = undefined;
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  }
}
