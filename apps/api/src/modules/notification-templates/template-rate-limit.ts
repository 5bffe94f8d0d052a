import type { FastifyRequest } from 'fastify';

/** How many template checks (previews and saves) one person may ask a minute (issue 29, hole 2). */
export const templateChecksPerMinute = 30;

function personKey(request: FastifyRequest): string {
  const user = request.currentUser;
  return user ? `notification-template-check:${user.tenantId}:${user.id}` : `notification-template-check:${request.ip}`;
}

/**
 * The limit on previews and saves of templates: each is Liquid work in the render worker, so one
 * person asking in a loop cannot keep it busy for everyone. After authentication, so the key is
 * the person; previews and saves share it.
 */
export const templateCheckRateLimit = {
  max: templateChecksPerMinute,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: personKey,
  groupId: 'notification-template-checks',
} as const;
