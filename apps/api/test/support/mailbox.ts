import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { findCapturedMails } from '../../src/modules/dev-mail/dev-mail.repository.ts';
import type { CapturedMailRow } from '../../src/modules/dev-mail/dev-mail.schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * The mails the local SMTP capture received for a tenant, newest first. Mail is sent by jobs
 * (decision 030): work a request left running after its answer (a reset request queues its mail
 * so) finishes, then the queue is drained, as a running worker would have done.
 */
export async function readMailbox(testApp: TestApp, tenantId: number): Promise<CapturedMailRow[]> {
  await testApp.app.backgroundTasks.settle();
  await testApp.app.jobs.drain();
  const { rows } = await withTenant(testApp.database, tenantId, (scope) =>
    findCapturedMails(scope, { offset: 0, limit: 100 }),
  );
  return rows;
}

/** The newest mail to an address; throws when there is none. */
export async function lastMailTo(testApp: TestApp, tenantId: number, address: string): Promise<CapturedMailRow> {
  const mail = (await readMailbox(testApp, tenantId)).find((candidate) => candidate.recipients.includes(address));
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The first link in a mail's text that starts with the given URL prefix. */
export function linkIn(mail: CapturedMailRow, prefix: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(prefix));
  if (!match) throw new Error(`no link containing ${prefix} in "${mail.subject}"`);
  return new URL(match);
}

/** Waits (up to two seconds) for a mail to an address: for mail sent after the response. */
export async function waitForMailTo(testApp: TestApp, tenantId: number, address: string): Promise<CapturedMailRow> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const mail = (await readMailbox(testApp, tenantId)).find((candidate) => candidate.recipients.includes(address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
