import type { APIRequestContext } from '@playwright/test';

const superAdmin = { email: 'beheer@example.org', password: 'Demo-wachtwoord-2026' };
const tenantHeaders = { 'X-Tenant': 'demo', 'App-Context': 'main' };

interface CapturedMail {
  recipients: string[];
  subject: string;
  text: string;
}

/**
 * Reads the demo tenant's captured mail the way an operator does: signed in
 * as the demo super admin, through GET /api/v1/dev/mails. Waits up to 10 s for
 * a mail to `address` whose subject matches, among the newest 500: journeys running
 * side by side send many, and the newest 50 once left a journey's own mail out.
 */
export async function waitForMail(request: APIRequestContext, address: string, subject: RegExp): Promise<CapturedMail> {
  const signIn = await request.post('/auth/sign_in', { headers: tenantHeaders, data: superAdmin });
  if (!signIn.ok()) throw new Error(`operator sign-in failed: ${signIn.status()}`);
  const session = {
    'access-token': signIn.headers()['access-token'] ?? '',
    client: signIn.headers()['client'] ?? '',
    uid: signIn.headers()['uid'] ?? '',
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await request.get('/api/v1/dev/mails?page[size]=500', {
      headers: { ...tenantHeaders, ...session },
    });
    const mails = ((await response.json()) as { data: { attributes: CapturedMail }[] }).data.map(
      (item) => item.attributes,
    );
    const mail = mails.find((candidate) => candidate.recipients.includes(address) && subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail's text that contains `fragment`, as a path with its query (same origin in tests). */
export function linkPathIn(mail: CapturedMail, fragment: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(fragment));
  if (!url) throw new Error(`no link containing ${fragment} in "${mail.subject}"`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
