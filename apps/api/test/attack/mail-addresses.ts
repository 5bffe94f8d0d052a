import type { CapturedMailRow } from '../../src/modules/dev-mail/dev-mail.schema.ts';

/** Every http(s) address a text holds (HTML entities of `&` undone). */
export function addressesIn(text: string): URL[] {
  return (text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []).flatMap((address) => {
    try {
      return [new URL(address.replace(/&amp;/g, '&'))];
    } catch {
      return [];
    }
  });
}

/**
 * The addresses of mails that are not on the tenant's configured origin (issue 29: never the
 * request's Host or port), and mails that name the Host they were asked on.
 */
export function mailAddressFindings(
  mails: readonly { key: string; mail: CapturedMailRow }[],
  origin: string,
  requestHost: string,
): string[] {
  const findings: string[] = [];
  for (const { key, mail } of mails) {
    const text = `${mail.text}\n${mail.html ?? ''}`;
    for (const address of addressesIn(text)) {
      if (address.origin !== origin)
        findings.push(`${key}: "${mail.subject}" links to ${address.origin}, not ${origin}`);
    }
    if (!origin.includes(requestHost) && text.includes(requestHost)) {
      findings.push(`${key}: "${mail.subject}" names the Host it was asked on (${requestHost})`);
    }
  }
  return [...new Set(findings)];
}
