import { count, desc } from 'drizzle-orm';
import type { Database } from '../../platform/database/connection.ts';
import { ofTenant, withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { CapturedMailSink } from '../../platform/mail/mail-capture-server.ts';
import { capturedMails, type CapturedMailRow } from './dev-mail.schema.ts';

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
