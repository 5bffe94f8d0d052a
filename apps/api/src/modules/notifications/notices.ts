import type { FastifyRequest } from 'fastify';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { siteOfRequest, type MailSite } from '../mail/mail-site.ts';
import type { NotifyServices } from './notify.ts';

/** What a notice needs of the request that caused it: the app's services, its site, the tenant's name. */
export interface NoticeContext {
  services: NotifyServices;
  site: MailSite;
  appName: string;
}

/**
 * A notification a service prepared (with a token only it knows) for its route to send: it calls
 * `notify` in a tenant transaction.
 */
export type PendingNotice = (scope: TenantScope, context: NoticeContext) => Promise<void>;

/** The notice context of a request; take it while the request is current (before background work). */
export function noticeContextOf(request: FastifyRequest): NoticeContext {
  return { services: request.server, site: siteOfRequest(request), appName: request.tenant.appName };
}

/**
 * Sends the notices a committed change prepared, in one transaction of the request's tenant: each
 * stores its in-app notification and queues its mail. A failure is logged, not thrown: the change
 * stands, and every such message can be asked for again.
 */
export async function sendNotices(
  request: FastifyRequest,
  notices: readonly PendingNotice[],
  context: NoticeContext = noticeContextOf(request),
): Promise<void> {
  if (notices.length === 0) return;
  try {
    await withTenant(request.server.database, context.site.tenantId, async (scope) => {
      for (const notice of notices) await notice(scope, context);
    });
  } catch (error) {
    request.log.error({ err: error }, 'notifications could not be queued');
  }
}

/**
 * Sends prepared notices inside the transaction that caused them, when the caller gave the
 * request's context (the outbox: the notification and its mail job commit with the change);
 * answers the notices left for the route to send (all of them without a context).
 */
export async function sendNoticesWithin(
  scope: TenantScope,
  notices: readonly PendingNotice[],
  context: NoticeContext | undefined,
): Promise<PendingNotice[]> {
  if (!context) return [...notices];
  for (const notice of notices) await notice(scope, context);
  return [];
}
