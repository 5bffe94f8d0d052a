import type { CapturedMailResource } from '@volunteerly/contracts/resources/captured-mails';
import { resource } from '../../platform/http/json-api.ts';
import type { CapturedMailRow } from './dev-mail.schema.ts';

/** A captured mail as a JSON:API resource. */
export function presentCapturedMail(mail: CapturedMailRow): CapturedMailResource {
  return resource('mails', mail.id, {
    sender: mail.sender,
    recipients: mail.recipients,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    receivedAt: mail.receivedAt.toISOString(),
  });
}
