import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../database/connection.ts';
import type { DomainEventBus } from '../events/domain-events.ts';
import type { Geocoder } from '../geocoding/geocoder.ts';
import type { BackgroundTasks } from '../jobs/background-tasks.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { DeclaredResponses } from './response-contract.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: Mailer;
    geocoder: Geocoder;
    backgroundTasks: BackgroundTasks;
    /** Durable background work (decision 030). */
    jobs: JobQueue;
    domainEvents: DomainEventBus;
    /** Each route's declared response schemas (tests hold them against the contract). */
    declaredResponses: DeclaredResponses;
  }
}

/** The Fastify instance routes register on: zod schemas type the handlers. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
