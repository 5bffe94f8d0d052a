import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiModules, apiMessageCatalogues, personalDataParts, publicPages } from './api-modules.ts';
import type { AppConfig } from './platform/config/config.ts';
import type { Database } from './platform/database/connection.ts';
import { DomainEventBus } from './platform/events/domain-events.ts';
import { registerApiMessages } from './platform/i18n/api-messages.ts';
import { recordDeclaredResponses, responseSerializerCompiler } from './platform/http/response-contract.ts';
import type { AppInstance } from './platform/http/app-instance.ts';
import { registerErrorEnvelope } from './platform/http/error-envelope.ts';
import { recordRateLimitedRoutes, registerRateLimits } from './platform/http/rate-limit.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerSiteHost } from './platform/http/site-host.ts';
import { loggerOptions } from './platform/logging/log-redaction.ts';
import { AccessLogController } from './platform/logging/access-log.ts';
import { registerHttpCaching } from './platform/http/http-caching.ts';
import { registerTextInputGuard } from './platform/http/text-input-guard.ts';
import { registerAuthentication } from './platform/auth/authentication.ts';
import { createBackgroundTasks, type BackgroundTasks } from './platform/jobs/background-tasks.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { startMailCapture } from './platform/mail/mail-capture-server.ts';
import { createSmtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerOpenApi } from './platform/openapi/openapi.ts';
import { requireTenancy } from './platform/tenancy/tenancy-plugin.ts';
import { registerWebApp } from './platform/web/web-app.ts';
import { registerCompression } from './platform/http/compression.ts';
import { createLocalDiskStorage } from './platform/storage/local-disk-storage.ts';
import { openSharedState } from './platform/shared-state/shared-state.ts';
import { openLiveNotifications } from './platform/live/live-notifications.ts';
import { databaseSessionDirectory, signedInSessionCheck } from './modules/auth/auth.session-directory.ts';
import { databaseMailSink } from './modules/dev-mail/dev-mail.repository.ts';
import { configuredTenantDirectory, createTenantConfiguration } from './modules/tenants/tenant-configuration.ts';
import { createPageDocuments } from './modules/public-pages/page-documents.ts';
import { createSecretKeys, keyBaseFromDataDirectory } from './platform/secrets/secret-keys.ts';
import { createPageRendererLoader } from './modules/public-pages/page-renderer.ts';
import { createLocalGeocoder } from './platform/geocoding/local-geocoder.ts';
import { createPdokGeocoder } from './platform/geocoding/pdok-geocoder.ts';
import type { Geocoder } from './platform/geocoding/geocoder.ts';

/** What the app is built from; tests pass their own database and may add routes. */
export interface AppDependencies {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where mail goes; by default SMTP_URL, else a local SMTP capture stored for /dev/mail. */
  mailer?: Mailer;
  /** Where addresses get their map position; by default the one GEOCODER names. */
  geocoder?: Geocoder;
  /** Extra tenant-scoped routes (tests use it to probe the shared HTTP machinery). */
  extraTenantRoutes?: (scope: AppInstance) => void;
}

const acceptedRequestId = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the Fastify app: infrastructure plugins first, then the feature modules. */
export async function buildApp(dependencies: AppDependencies): Promise<AppInstance> {
  const { config, database } = dependencies;
  const app = Fastify({
    logger: dependencies.logger ?? loggerOptions(config.logLevel),
    // One access-log line per request, at completion (issue 12).
    logController: new AccessLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId(request) {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && acceptedRequestId.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their contract outside production (decision 014).
  app.setSerializerCompiler(responseSerializerCompiler({ validate: config.environment !== 'production' }));
  app.decorate('declaredResponses', recordDeclaredResponses(app));
  app.decorate('rateLimitedRoutes', recordRateLimitedRoutes(app));
  app.decorate('config', config);
  app.decorate('database', database);
  // What each module keeps about a person: the download and erasure iterate it (decision 046).
  app.decorate('personalData', personalDataParts);
  const tenantConfiguration = createTenantConfiguration(database, config);
  app.decorate('tenantConfiguration', tenantConfiguration);
  app.addHook('onClose', () => tenantConfiguration.close());
  app.decorate('secretKeys', createSecretKeys(config.secretKeyBase ?? keyBaseFromDataDirectory(config.dataDir)));
  // Each module's app-wide services (kept reads, renderers, counters), closed with the app.
  for (const module of apiModules) if ('provide' in module) module.provide(app);
  // The page describer and the sitemap read every module's public pages from here.
  app.decorate('publicPages', publicPages);
  // Cross-module reactions go one way: a module hears lower ones through the bus and their ports.
  app.decorate('domainEvents', new DomainEventBus());
  for (const module of apiModules) if ('connect' in module) module.connect(app);
  app.decorate('fileStorage', createLocalDiskStorage(config.uploadsDir));
  const backgroundTasks = createBackgroundTasks(app.log);
  app.decorate('backgroundTasks', backgroundTasks);
  // Durable jobs (decision 030): the worker runs only when server.ts starts it; tests drain.
  const jobs = createJobQueue(database, { logger: app.log });
  app.decorate('jobs', jobs);
  // Pending background work (mail) finishes before the mailer closes.
  app.addHook('onClose', () => jobs.close());
  app.addHook('onClose', () => backgroundTasks.settle());
  app.decorate('mailer', dependencies.mailer ?? (await openMailer(app, config, database, backgroundTasks)));
  app.decorate(
    'geocoder',
    dependencies.geocoder ??
      (config.geocoder === 'pdok' ? createPdokGeocoder({ logger: app.log }) : createLocalGeocoder()),
  );
  // JSON:API's media type is JSON too.
  app.addContentTypeParser(
    'application/vnd.api+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  // Every module's texts, from the one list that also types the message keys.
  registerApiMessages(apiMessageCatalogues);
  // A JSON API reads JSON only: without Fastify's default text parser, text/plain is a 415.
  app.removeContentTypeParser('text/plain');
  registerErrorEnvelope(app, { bodyLimit: config.bodyLimitBytes });
  registerSiteHost(app);
  registerTextInputGuard(app);
  await registerSecurityHeaders(app);
  // Rate limits, sign-in counters and session invalidation: in Redis with REDIS_URL (several processes).
  const sharedState = await openSharedState({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger: app.log });
  app.decorate('sharedState', sharedState);
  app.addHook('onClose', () => sharedState.close());
  await registerRateLimits(app, sharedState);
  // New notifications reach open pages at once; across processes through Redis (issue 15).
  // A stream ends with its session: checked whenever sessions may have changed, here or elsewhere.
  const liveNotifications = await openLiveNotifications(sharedState, signedInSessionCheck(database), app.log);
  app.decorate('liveNotifications', liveNotifications);
  app.addHook('preClose', () => liveNotifications.close());
  // Each module's jobs and schedules (the worker runs only when server.ts starts it).
  for (const module of apiModules) if ('jobs' in module) module.jobs(app);
  // Links with a token are made when their mail is sent, by the module that owns the token (issue 29).
  for (const module of apiModules) if ('secretLinks' in module) module.secretLinks(app);
  await registerOpenApi(app);
  // ETags, 304s and Cache-Control for the routes that declare config.httpCache.
  registerHttpCaching(app);
  await registerCompression(app);

  for (const module of apiModules) if ('platformRoutes' in module) module.platformRoutes(app);
  await app.register(async (scope) => {
    const tenantScope = scope.withTypeProvider<ZodTypeProvider>();
    requireTenancy(tenantScope, configuredTenantDirectory(tenantConfiguration));
    registerAuthentication(
      tenantScope,
      databaseSessionDirectory(database, {
        cacheMs: config.sessionCacheMs,
        invalidations: sharedState.sessionInvalidations,
      }),
    );
    for (const module of apiModules) if ('tenantHooks' in module) module.tenantHooks(tenantScope);
    for (const module of apiModules) if ('routes' in module) module.routes(tenantScope);
    dependencies.extraTenantRoutes?.(tenantScope);
  });

  await registerWebApp(
    app,
    config.webDistDir,
    createPageDocuments(
      app,
      tenantConfiguration,
      config.defaultTenant,
      createPageRendererLoader(config.webServerEntry, app.log),
    ),
    config.landingHost,
  );
  return app;
}

/** SMTP_URL when configured; otherwise a local capture (closed with the app) that files mail in the database. */
async function openMailer(
  app: AppInstance,
  config: AppConfig,
  database: Database,
  backgroundTasks: BackgroundTasks,
): Promise<Mailer> {
  if (config.smtpUrl) {
    const mailer = createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
    app.addHook('onClose', async () => {
      await backgroundTasks.settle();
      await mailer.close();
    });
    return mailer;
  }
  const capture = await startMailCapture(databaseMailSink(database));
  const mailer = createSmtpMailer({ url: capture.url, from: config.mailFrom, tenantHeader: true });
  app.addHook('onClose', async () => {
    await backgroundTasks.settle();
    await mailer.close();
    await capture.close();
  });
  return mailer;
}
