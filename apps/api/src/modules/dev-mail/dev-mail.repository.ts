import { and, asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database/connection.ts';
import { ofTenant, withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { CapturedMailSink } from '../../platform/mail/mail-capture-server.ts';
import { capturedMails, type CapturedMailRow } from './dev-mail.schema.ts';
import { escapeLike } from '../../platform/database/like-pattern.ts';

/** The capture's sink: every received mail becomes a row of its tenant. */
export function databaseMailSink(database: Database): CapturedMailSink {
  return {
    async store(mail) {
      await withTenant(database, mail.tenantId, ({ transaction }) =>
        transaction.insert(capturedMails).values({
          tenantId: mail.tenantId,
          sender: mail.sender,
          recipients: mail.recipients,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
      );
    },
  };
}

/** The tenant's captured mails, newest first, one page. */
export async function findCapturedMails(
  scope: TenantScope,
  window: { offset: number; limit: number },
): Promise<{ rows: CapturedMailRow[]; total: number }> {
  const rows = await scope.transaction
    .select()
    .from(capturedMails)
    .where(ofTenant(capturedMails, scope))
    .orderBy(desc(capturedMails.id))
    .offset(window.offset)
    .limit(window.limit);
  const [totals] = await scope.transaction
    .select({ total: count() })
    .from(capturedMails)
    .where(ofTenant(capturedMails, scope));
  return { rows, total: totals?.total ?? 0 };
}

/** The captured mails sent to an address (subject and time only). */
export async function findCapturedMailsTo(
  scope: TenantScope,
  email: string,
): Promise<{ subject: string; receivedAt: Date }[]> {
  return scope.transaction
    .select({ subject: capturedMails.subject, receivedAt: capturedMails.receivedAt })
    .from(capturedMails)
    .where(and(ofTenant(capturedMails, scope), mailToCondition(email)))
    .orderBy(asc(capturedMails.receivedAt), asc(capturedMails.id));
}

function mailToCondition(email: string): SQL {
  return sql`exists (select 1 from unnest(${capturedMails.recipients}) as recipient where lower(recipient) = ${email.toLowerCase()})`;
}

/** Deletes the captured mails to an address or mentioning it; returns how many. */
export async function deleteCapturedMailsOf(scope: TenantScope, email: string): Promise<number> {
  const pattern = `%${escapeLike(email)}%`;
  const deleted = await scope.transaction
    .delete(capturedMails)
    .where(
      and(
        ofTenant(capturedMails, scope),
        or(mailToCondition(email), ilike(capturedMails.text, pattern), ilike(capturedMails.subject, pattern)),
      ),
    )
    .returning({ id: capturedMails.id });
  return deleted.length;
}
