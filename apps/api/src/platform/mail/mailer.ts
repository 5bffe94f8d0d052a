import nodemailer from 'nodemailer';

/** One e-mail to send, already rendered. */
export interface OutgoingMail {
  /** The tenant the mail is sent for; carried in a header so the local capture can file it. */
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); the tenant header cannot be replaced. */
  headers?: Record<string, string>;
}

/**
 * Sends e-mail. Call it after the transaction that caused the mail has
 * committed: never inside one (PGlite has a single connection, and the local
 * capture stores what it receives in the same database).
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The header that tells the local capture which tenant a mail belongs to. */
export const tenantMailHeader = 'X-Volunteerly-Tenant-Id';

/**
 * A mailer that speaks SMTP to `url` (smtp:// or smtps://, with credentials in the URL if needed).
 * Only the local capture gets the tenant header it files mail by (`tenantHeader`); a real mail
 * server never learns the platform's internal ids (issue 29).
 */
export function createSmtpMailer(options: { url: string; from: string; tenantHeader?: boolean }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: {
          ...mail.headers,
          ...(options.tenantHeader ? { [tenantMailHeader]: String(mail.tenantId) } : {}),
        },
      });
    },
    async close() {
      transport.close();
    },
  };
}
