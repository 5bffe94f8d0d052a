import type { LandingHost } from '@volunteerly/site/landing-host';
import path from 'node:path';
import { z } from 'zod';
import { apiDirectory } from './api-directory.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  UPLOADS_DIR: z.string().optional(),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().positive().default(5_242_880),
  SEED: z.enum(['demo', 'none', '']).optional(),
  DEFAULT_TENANT: z.string().default('demo'),
  STAGING: booleanFlag,
  ENABLE_ORGANIZATIONS_MOVING: booleanFlag,
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SERVER_ENTRY: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap'),
  TRUST_PROXY: booleanFlag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Volunteerly <no-reply@volunteerly.localhost>'),
  SESSION_LIFESPAN_DAYS: z.coerce.number().positive().max(365).default(14),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  CATALOGUE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1000),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(50),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  FAILED_SIGN_IN_LIMIT: z.coerce.number().int().positive().default(20),
  GEOCODER: z.enum(['pdok', 'local', '']).optional(),
  STARTUP_TIMEOUT_SECONDS: z.coerce.number().int().positive().max(3600).default(120),
  REDIS_URL: z
    .string()
    .regex(/^(rediss?:\/\/.+)?$/, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z.string().min(1).max(100).default('volunteerly:'),
  LIVE_STREAM_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  LIVE_STREAMS_PER_PROCESS: z.coerce.number().int().positive().max(1_000_000).default(2000),
  SECRET_KEY_BASE: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The Gelderse Handen host (issue 32 §6): a host name, without scheme or port. */
  GELDERSE_HANDEN_HOST: z
    .string()
    .regex(/^([a-z0-9-]+\.)*[a-z0-9-]+$/i, 'must be a host name such as geldersehanden.nl (no scheme, no port)')
    .optional(),
  /** Pages that host shows besides its landing page and signing in: paths, or prefixes ending in '/'. */
  GELDERSE_HANDEN_PATHS: z
    .string()
    .regex(/^(\/[^,\s]*)?(,\/[^,\s]*)*$/, "must be paths starting with '/', separated by commas")
    .optional(),
  PUBLIC_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/?#]+$/, 'must be an origin such as https://volunteerly.example (no path)')
    .optional(),
});

/** Everything the process reads from its environment, parsed once at start. */
export interface AppConfig {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where uploaded files are stored (default `<DATA_DIR>/uploads`). */
  uploadsDir: string;
  /** The largest file an upload may be. */
  uploadLimitBytes: number;
  seedDemo: boolean | undefined;
  defaultTenant: string;
  staging: boolean;
  enableOrganizationsMoving: boolean;
  allowInactiveUsers: false;
  bodyLimitBytes: number;
  logLevel: string;
  webDistDir: string;
  /** The web app's server render (decision 021); pages are served unrendered when it is missing. */
  webServerEntry: string;
  mapTileUrl: string;
  mapAttribution: string;
  trustProxy: boolean;
  /** Where mail goes; without it, a local SMTP capture (read at /dev/mail). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long a signed-in device stays signed in. */
  sessionLifespanMs: number;
  /** How long a looked-up session may be reused in this process (0: look up on every request). */
  sessionCacheMs: number;
  /** How many public search pages (and, apart, organisation records) one process keeps until they change (0: none; decision 019). */
  catalogueCacheEntries: number;
  /** Per-IP limit on sign-in, password reset and sign-up requests per window. */
  authRateLimit: { max: number; windowMs: number };
  /** Failed sign-ins per account per hour before sign-in is refused for a while. */
  failedSignInLimit: number;
  /** Where addresses get their map position: PDOK Locatieserver (production default) or the offline local table. */
  geocoder: 'pdok' | 'local';
  /** How long start-up (database, migrations, demo data, listening) may take before the process gives up. */
  startupTimeoutMs: number;
  /** Redis shared by several API processes (rate limits, sign-in counters, session invalidation); without it, one process keeps these in memory. */
  redisUrl: string | undefined;
  /** What every Redis key and channel of this app starts with, so apps (and test files) sharing a server do not collide. */
  redisPrefix: string;
  /**
   * How long one live notification stream stays open before the server ends it and the page
   * reconnects (signed in again, perhaps on another process); a stream whose session ends is
   * closed sooner. 0 ends it after its opening message. Default 5 minutes; under
   * NODE_ENV=test 0, so an `inject` of the stream returns.
   */
  liveStreamMs: number;
  /**
   * Live notification streams one process keeps open at once (each holds a connection and a place
   * in memory); past it a new stream gets 503 with Retry-After. Default 2000.
   */
  liveStreamsPerProcess: number;
  /**
   * The secret the API's signing keys derive from (unsubscribe links); undefined: a key file in
   * DATA_DIR. Several processes must share it. A fixed value under NODE_ENV=test.
   */
  secretKeyBase: string | undefined;
  /**
   * Where links go for a tenant that has no host of its own (reached only through X-Tenant): the
   * platform's own address. Default `http://localhost:<PORT>`. Links never follow a request's Host.
   */
  publicOrigin: string;
  /** The Gelderse Handen host and the pages it allows, or null when there is none. */
  landingHost: LandingHost | null;
}

/** Reads and validates the configuration; throws a readable message on bad values. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}: correct these environment variables and start again.`);
  }
  const values = parsed.data;
  const webDistDir = values.WEB_DIST_DIR ?? path.resolve(apiDirectory, '../web/dist');
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    uploadsDir: path.resolve(values.UPLOADS_DIR || path.join(values.DATA_DIR, 'uploads')),
    uploadLimitBytes: values.UPLOAD_LIMIT_BYTES,
    // The embedded database gets demo data on first start; a server only when asked.
    seedDemo: values.SEED === undefined || values.SEED === '' ? undefined : values.SEED === 'demo',
    defaultTenant: values.DEFAULT_TENANT,
    staging: values.STAGING,
    enableOrganizationsMoving: values.ENABLE_ORGANIZATIONS_MOVING,
    allowInactiveUsers: false,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    logLevel: values.LOG_LEVEL,
    webDistDir,
    // Beside the web build it belongs to (vite build --ssr writes dist-server next to dist).
    webServerEntry: values.WEB_SERVER_ENTRY ?? path.resolve(webDistDir, '../dist-server/entry-server.js'),
    mapTileUrl: values.MAP_TILE_URL,
    mapAttribution: values.MAP_ATTRIBUTION,
    trustProxy: values.TRUST_PROXY,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    sessionLifespanMs: values.SESSION_LIFESPAN_DAYS * 24 * 60 * 60 * 1000,
    sessionCacheMs: values.SESSION_CACHE_MS,
    catalogueCacheEntries: values.CATALOGUE_CACHE_ENTRIES,
    authRateLimit: { max: values.AUTH_RATE_LIMIT, windowMs: values.AUTH_RATE_WINDOW_SECONDS * 1000 },
    failedSignInLimit: values.FAILED_SIGN_IN_LIMIT,
    geocoder: values.GEOCODER || (values.NODE_ENV === 'production' ? 'pdok' : 'local'),
    startupTimeoutMs: values.STARTUP_TIMEOUT_SECONDS * 1000,
    redisUrl: values.REDIS_URL || undefined,
    redisPrefix: values.REDIS_PREFIX,
    liveStreamMs: (values.LIVE_STREAM_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 300)) * 1000,
    liveStreamsPerProcess: values.LIVE_STREAMS_PER_PROCESS,
    publicOrigin: values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`,
    landingHost: values.GELDERSE_HANDEN_HOST
      ? {
          host: values.GELDERSE_HANDEN_HOST.toLowerCase(),
          allowedPaths: (values.GELDERSE_HANDEN_PATHS ?? '').split(',').filter(Boolean),
        }
      : null,
    secretKeyBase:
      values.SECRET_KEY_BASE ??
      (values.NODE_ENV === 'test' ? 'volunteerly-test-secret-key-base-not-for-production' : undefined),
  };
}
