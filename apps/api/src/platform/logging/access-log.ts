import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The one line a request leaves in the log. */
export const accessLogMessage = 'request completed';

/**
 * One access-log line per request (issue 12), written when the answer has gone:
 * method, URL (sensitive query values masked by the `req` serializer of
 * log-redaction.ts), host, status, response time, the request id (`reqId`) and
 * the tenant when the request had one. Fastify's separate "incoming request"
 * line is dropped. This replaces the deprecated `disableRequestLogging` option
 * plus an onResponse hook: that option would also silence Fastify's own error
 * lines, which we keep.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Public routes (health, app configuration, the web app) run outside the tenancy check.
    const tenant = (request as { tenant?: { key: string } }).tenant?.key;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(tenant ? { tenant } : {}) };
    if (error) reply.log.error({ ...line, err: error }, accessLogMessage);
    else reply.log.info(line, accessLogMessage);
  }
}
