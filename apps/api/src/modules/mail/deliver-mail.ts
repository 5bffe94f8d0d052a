import type { FastifyBaseLogger } from 'fastify';
import type { UserLocale } from '@volunteerly/contracts/users';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { MailTemplateName, MailTemplateValues } from './mail-templates.ts';
import { renderMail } from './render-mail.ts';

/** One mail to deliver: template, language, values, recipient and tenant. */
export interface MailDelivery<Name extends MailTemplateName> {
  tenantId: number;
  to: string;
  locale: UserLocale;
  template: Name;
  values: MailTemplateValues[Name];
}

/**
 * Renders and sends a mail. Call after the transaction that caused it has
 * committed. A mail server that refuses is logged and reported as false: the
 * change it announces stands, and every such mail can be asked for again.
 */
export async function deliverMail<Name extends MailTemplateName>(
  mailer: Mailer,
  logger: FastifyBaseLogger,
  delivery: MailDelivery<Name>,
): Promise<boolean> {
  const rendered = renderMail(delivery.template, delivery.locale, delivery.values);
  try {
    await mailer.send({ tenantId: delivery.tenantId, to: delivery.to, ...rendered });
    return true;
  } catch (error) {
    logger.error({ err: error, template: delivery.template }, 'mail could not be sent');
    return false;
  }
}
