import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { tenantMailHeader } from './mailer.ts';

/** A mail as the capture received and parsed it. */
export interface CapturedMail {
  tenantId: number;
  sender: string;
  recipients: string[];
  subject: string;
  text: string;
  html: string | null;
}

/** Where the capture puts what it receives (the dev-mail module stores it in the database). */
export interface CapturedMailSink {
  store(mail: CapturedMail): Promise<void>;
}

/** A running capture: its SMTP URL for the mailer, and how to stop it. */
export interface MailCapture {
  url: string;
  close(): Promise<void>;
}

/**
 * A local SMTP server on 127.0.0.1 that accepts every mail (no TLS, no auth),
 * parses it with postal-mime and hands it to the sink. Used when no SMTP_URL
 * is configured, so development and tests send real SMTP without a relay.
 */
export async function startMailCapture(sink: CapturedMailSink, options: { port?: number } = {}): Promise<MailCapture> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        void (async () => {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const tenantHeader = parsed.headers.find((header) => header.key === tenantMailHeader.toLowerCase());
          const tenantId = Number(tenantHeader?.value);
          if (!Number.isInteger(tenantId) || tenantId <= 0) throw new Error(`mail without ${tenantMailHeader}`);
          await sink.store({
            tenantId,
            sender: parsed.from?.address ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? null,
          });
        })().then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
