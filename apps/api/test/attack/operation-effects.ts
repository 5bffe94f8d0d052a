import { and, count, eq, gt, max } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { capturedMails, type CapturedMailRow } from '../../src/modules/dev-mail/dev-mail.schema.ts';
import { fileUploads } from '../../src/modules/file-uploads/file-uploads.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { tenantHeaders } from '../support/test-app.ts';
import type { AttackTenant, AttackWorld, TenantIds } from './attack-world.ts';
import { fillPath, type Operation } from './openapi-operations.ts';
import { operationBodies, type RequestBody } from './operation-bodies.ts';

/**
 * What one call of an operation did besides answering (issue 29): the mails it caused (rendered, as
 * the recipients got them), the files it stored, whether it held a stream open, the audit entries
 * it wrote, and the secrets it handed out or took in. The suites on what a call leaves behind,
 * which calls need an abuse limit and which addresses a mail holds read these.
 */
export interface OperationEffect {
  operation: Operation;
  /** The path it was called on. */
  url: string;
  response: LightMyRequestResponse | 'hang';
  mails: CapturedMailRow[];
  uploadsStored: number;
  streamed: boolean;
  auditActions: string[];
  /** Tokens in its mails and answer, passwords in its body, the session it was sent with. */
  secrets: string[];
}

/** How a run calls each operation. */
export interface EffectRunOptions {
  /** The tenant whose resources the calls name (and whose mails are read). */
  tenant: AttackTenant;
  /** Extra headers of every call (a Host variant, say). */
  headers?: Record<string, string>;
  /** Another body than the usual valid one (undefined: the usual). */
  bodyOf?: (operation: Operation, context: { ids: TenantIds; unique: number }) => RequestBody | undefined;
  /** Who calls (default: a new super admin of the tenant for each call). */
  as?: UserRow;
  /** Whose resources a write names: targets of its own (default), or the tenant's usual ones. */
  targets?: 'fresh' | 'usual';
}

let calls = 0;

async function mailsAfter(world: AttackWorld, tenantId: number, afterId: number): Promise<CapturedMailRow[]> {
  return withTenant(world.testApp.database, tenantId, ({ transaction }) =>
    transaction
      .select()
      .from(capturedMails)
      .where(and(eq(capturedMails.tenantId, tenantId), gt(capturedMails.id, afterId))),
  );
}

async function marks(world: AttackWorld, tenantId: number) {
  return withTenant(world.testApp.database, tenantId, async ({ transaction }) => {
    const [mail] = await transaction.select({ last: max(capturedMails.id) }).from(capturedMails);
    const [uploads] = await transaction.select({ total: count() }).from(fileUploads);
    const [audit] = await transaction.select({ last: max(auditEvents.id) }).from(auditEvents);
    return { mail: Number(mail?.last ?? 0), uploads: uploads?.total ?? 0, audit: Number(audit?.last ?? 0) };
  });
}

/** Every value of a body under a key that names a password. */
function passwordsIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /password/i.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => passwordsIn(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => passwordsIn(item, name));
  }
  return [];
}

/** The tokens in a text's links (`…token=…`), decoded. */
export function tokensIn(text: string): string[] {
  return [...text.matchAll(/[?&](?:\w*_)?token=([^&\s"'<>)]+)/g)].map((match) => decodeURIComponent(match[1]!));
}

/**
 * Calls each operation once as a super admin of the tenant (a new account per call, on targets of
 * its own for a write), with its valid body, and records what the call did once the app's
 * background work (the job queue included) has run.
 */
export async function runOperations(
  world: AttackWorld,
  operations: readonly Operation[],
  options: EffectRunOptions,
): Promise<OperationEffect[]> {
  const { tenant } = options;
  const effects: OperationEffect[] = [];
  for (const operation of operations) {
    calls += 1;
    const user = options.as ?? (await world.newUser(tenant, [{ name: 'super_admin' }], 'beheer'));
    const session = await world.sessionFor(tenant, user);
    const ids = operation.writes && options.targets !== 'usual' ? await world.freshTargets(tenant) : tenant.ids;
    const url = fillPath(operation, ids);
    if (url === undefined) continue;
    const body =
      options.bodyOf?.(operation, { ids, unique: calls }) ??
      operationBodies[operation.key]?.({ tenant, ids, unique: calls, signedIn: true });
    await world.testApp.app.backgroundTasks.settle();
    await world.testApp.app.jobs.drain();
    const before = await marks(world, tenant.id);
    const response = await world.send(
      {
        method: operation.method,
        url,
        headers: tenantHeaders(tenant.key, {
          ...session,
          'volunteer-center-id': ids.center,
          'accept-language': 'nl',
          ...options.headers,
        }),
        ...(body ? { body } : {}),
      },
      15_000,
    );
    await world.testApp.app.backgroundTasks.settle();
    await world.testApp.app.jobs.drain();
    const after = await marks(world, tenant.id);
    const mails = await mailsAfter(world, tenant.id, before.mail);
    const auditActions =
      after.audit > before.audit
        ? (
            await withTenant(world.testApp.database, tenant.id, ({ transaction }) =>
              transaction
                .select({ action: auditEvents.action })
                .from(auditEvents)
                .where(gt(auditEvents.id, before.audit)),
            )
          ).map((row) => row.action)
        : [];
    const answer = response === 'hang' ? undefined : response;
    effects.push({
      operation,
      url,
      response,
      mails,
      uploadsStored: after.uploads - before.uploads,
      streamed: String(answer?.headers['content-type'] ?? '').startsWith('text/event-stream'),
      auditActions,
      secrets: [
        session['access-token'],
        ...mails.flatMap((mail) => tokensIn(`${mail.text}\n${mail.html ?? ''}`)),
        ...(answer?.headers['access-token'] ? [String(answer.headers['access-token'])] : []),
        ...(body && 'json' in body ? passwordsIn(body.json) : []),
      ],
    });
  }
  return effects;
}
