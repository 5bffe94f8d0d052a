import { registerPublicPageRoutes } from './modules/public-pages/routes/index.ts';
import { createPublicVacancyRecords } from './modules/vacancies/vacancies.service.ts';
import { createOrganizationRecords } from './modules/organizations/organization-reads.service.ts';
import { createVacancySearchAnswers } from './modules/vacancy-search/vacancy-search.service.ts';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config/config.ts';
import type { Database } from './platform/database/connection.ts';
import { apiMessageCatalogues } from './api-message-catalogues.ts';
import { DomainEventBus } from './platform/events/domain-events.ts';
import { includeVacanciesOfOrganizations } from './modules/vacancies/organization-vacancies-include.ts';
import { subscribeVacanciesToOrganizationEvents } from './modules/vacancies/vacancy-organization-events.ts';
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
import { registerVacancyExpiryJob } from './modules/vacancies/vacancy-expiry.service.ts';
import { startMailCapture } from './platform/mail/mail-capture-server.ts';
import { createSmtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerOpenApi } from './platform/openapi/openapi.ts';
import { requireTenancy } from './platform/tenancy/tenancy-plugin.ts';
import { registerWebApp } from './platform/web/web-app.ts';
import { registerCompression } from './platform/http/compression.ts';
import { createLocalDiskStorage } from './platform/storage/local-disk-storage.ts';
import { openSharedState } from './platform/shared-state/shared-state.ts';
import { openLiveNotifications } from './platform/live/live-notifications.ts';
import { registerNotificationJobs } from './modules/notifications/notification-mail-job.ts';
import { createSecretLinks } from './modules/notifications/secret-links.ts';
import { registerAccountSecretLinks } from './modules/users/account-tokens.service.ts';
import { registerInvitationSecretLinks } from './modules/organizations/organization-members.service.ts';
import { registerApplicationSecretLinks } from './modules/applications/application-submission.service.ts';
import { registerDigestSecretLinks } from './modules/digests/digest-sending.service.ts';
import { registerNotificationRoutes } from './modules/notifications/routes/index.ts';
import { databaseSessionDirectory, signedInSessionCheck } from './modules/auth/auth.session-directory.ts';
import { registerAuthRoutes } from './modules/auth/routes/index.ts';
import { databaseMailSink } from './modules/dev-mail/dev-mail.repository.ts';
import { registerDashboardRoutes } from './modules/dashboard/routes/index.ts';
import { registerDevMailRoutes } from './modules/dev-mail/routes/index.ts';
import { registerDevJobRoutes } from './modules/dev-jobs/routes/index.ts';
import { registerFileUploadRoutes } from './modules/file-uploads/routes/index.ts';
import { registerServeUpload } from './modules/file-uploads/routes/serve-upload.ts';
import { registerUnreferencedUploadsJob } from './modules/file-uploads/unreferenced-uploads.service.ts';
import { registerServeDefaultPicture } from './modules/pictures/routes/serve-default-picture.ts';
import { registerGetHealth } from './modules/health/routes/get-health.ts';
import { registerCurrentOrganizationCheck } from './modules/organizations/current-organization-header.ts';
import { registerOrganizationRoutes } from './modules/organizations/routes/index.ts';
import { registerPartnerRoutes } from './modules/partners/routes/index.ts';
import { registerTagRoutes } from './modules/tags/routes/index.ts';
import { configuredTenantDirectory, createTenantConfiguration } from './modules/tenants/tenant-configuration.ts';
import { createPageDocuments } from './modules/public-pages/page-documents.ts';
import { createTemplateRenderer } from './modules/notification-templates/template-renderer.ts';
import { createSecretKeys, keyBaseFromDataDirectory } from './platform/secrets/secret-keys.ts';
import { createPageRendererLoader } from './modules/public-pages/page-renderer.ts';
import { registerPublicTenantRoutes, registerTenantRoutes } from './modules/tenants/routes/index.ts';
import { registerPrivacyRoutes } from './modules/privacy/routes/index.ts';
import { personalDataParts } from './personal-data-parts.ts';
import { registerUserRoutes } from './modules/users/routes/index.ts';
import { registerApplicationRoutes } from './modules/applications/routes/index.ts';
import { registerConversationRoutes } from './modules/conversations/routes/index.ts';
import { registerVacancyRoutes } from './modules/vacancies/routes/index.ts';
import { registerDigestJobs } from './modules/digests/digest-jobs.ts';
import { registerDigestRoutes } from './modules/digests/routes/index.ts';
import { registerVacancySearchRoutes } from './modules/vacancy-search/routes/index.ts';
import { registerNotificationTemplateRoutes } from './modules/notification-templates/routes/index.ts';
import { createVacancyViewCounter, vacancyViewFlushIntervalMs } from './modules/vacancies/vacancy-view-counter.ts';
import { createLocalGeocoder } from './platform/geocoding/local-geocoder.ts';
import { createPdokGeocoder } from './platform/geocoding/pdok-geocoder.ts';
import type { Geocoder } from './platform/geocoding/geocoder.ts';
import { registerVolunteerCenterRoutes } from './modules/volunteer-centers/routes/index.ts';

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
  /**
   * How often counted vacancy views are stored: by default every 5 s, and under NODE_ENV=test only
   * on `app.vacancyViews.flush()` and close, so no test sees a flush it did not ask for.
   */
  vacancyViewFlushIntervalMs?: number;
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
  const templateRenderer = createTemplateRenderer();
  app.decorate('templateRenderer', templateRenderer);
  app.addHook('onClose', () => templateRenderer.close());
  const vacancySearchAnswers = createVacancySearchAnswers(database, config.catalogueCacheEntries);
  app.decorate('vacancySearchAnswers', vacancySearchAnswers);
  app.addHook('onClose', () => vacancySearchAnswers.close());
  const organizationRecords = createOrganizationRecords(database, config.catalogueCacheEntries);
  app.decorate('organizationRecords', organizationRecords);
  app.addHook('onClose', () => organizationRecords.close());
  const publicVacancyRecords = createPublicVacancyRecords(database, config.catalogueCacheEntries);
  app.decorate('publicVacancyRecords', publicVacancyRecords);
  app.addHook('onClose', () => publicVacancyRecords.close());
  // Cross-module reactions, subscribed here once (ARCHITECTURE.md: modules and their dependencies).
  const domainEvents = new DomainEventBus();
  subscribeVacanciesToOrganizationEvents(domainEvents);
  app.decorate('domainEvents', domainEvents);
  app.decorate('fileStorage', createLocalDiskStorage(config.uploadsDir));
  const backgroundTasks = createBackgroundTasks(app.log);
  app.decorate('backgroundTasks', backgroundTasks);
  // Vacancy views are stored off the request path; what is counted is stored on close (issue 12).
  const vacancyViews = createVacancyViewCounter(database, {
    logger: app.log,
    intervalMs:
      dependencies.vacancyViewFlushIntervalMs ?? (config.environment === 'test' ? 0 : vacancyViewFlushIntervalMs),
  });
  app.decorate('vacancyViews', vacancyViews);
  app.addHook('onClose', () => vacancyViews.close());
  // Durable jobs (decision 030): the worker runs only when server.ts starts it; tests drain.
  const jobs = createJobQueue(database, { logger: app.log });
  app.decorate('jobs', jobs);
  registerVacancyExpiryJob(app);
  registerDigestJobs(app);
  registerUnreferencedUploadsJob(app);
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
  registerNotificationJobs(app);
  // Links with a token are made when their mail is sent, by the module that owns the token (issue 29).
  app.decorate('secretLinks', createSecretLinks());
  registerAccountSecretLinks(app.secretLinks);
  registerInvitationSecretLinks(app.secretLinks);
  registerApplicationSecretLinks(app.secretLinks);
  registerDigestSecretLinks(app);
  await registerOpenApi(app);
  // ETags, 304s and Cache-Control for the routes that declare config.httpCache.
  registerHttpCaching(app);
  await registerCompression(app);

  registerGetHealth(app);
  registerServeUpload(app);
  registerServeDefaultPicture(app);
  registerPublicTenantRoutes(app);
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
    registerCurrentOrganizationCheck(tenantScope);
    registerAuthRoutes(tenantScope);
    registerUserRoutes(tenantScope);
    registerPrivacyRoutes(tenantScope);
    // The organisations list includes vacancies through a port the vacancies module fills (one-way modules).
    registerOrganizationRoutes(tenantScope, { vacancies: includeVacanciesOfOrganizations });
    registerTagRoutes(tenantScope);
    registerVacancySearchRoutes(tenantScope);
    registerNotificationTemplateRoutes(tenantScope);
    registerPublicPageRoutes(tenantScope);
    registerVacancyRoutes(tenantScope);
    registerFileUploadRoutes(tenantScope);
    registerApplicationRoutes(tenantScope);
    registerDigestRoutes(tenantScope);
    registerNotificationRoutes(tenantScope);
    registerConversationRoutes(tenantScope);
    registerPartnerRoutes(tenantScope);
    registerDashboardRoutes(tenantScope);
    registerDevMailRoutes(tenantScope);
    registerDevJobRoutes(tenantScope);
    registerTenantRoutes(tenantScope);
    registerVolunteerCenterRoutes(tenantScope);
    dependencies.extraTenantRoutes?.(tenantScope);
  });

  await registerWebApp(
    app,
    config.webDistDir,
    createPageDocuments(
      app,
      tenantConfiguration,
      config.defaultTenant,
      {
        database,
        organizationRecords,
        publicVacancyRecords,
        staging: config.staging,
      },
      createPageRendererLoader(config.webServerEntry, app.log),
    ),
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
