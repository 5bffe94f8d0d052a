import type { FastifyRequest } from 'fastify';
import type { UserLocale } from '@volunteerly/contracts/users';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { MailTemplateName, MailTemplateValues } from './mail-templates.ts';
import { renderMail } from './render-mail.ts';
import { requestMailBranding } from './request-mail-branding.ts';

/** One mail to deliver: template, language, values, recipient and tenant. */
export interface MailDelivery<Name extends MailTemplateName> {
  tenantId: number;
  to: string;
  locale: UserLocale;
  template: Name;
  values: MailTemplateValues[Name];
}

/**
 * Renders a mail in the branding of the request's centre and sends it. Call after the
 * transaction that caused it has committed. A mail server that refuses is logged and reported
 * as false: the change it announces stands, and every such mail can be asked for again.
 */
export async function deliverMail<Name extends MailTemplateName>(
  mailer: Mailer,
  request: FastifyRequest,
  delivery: MailDelivery<Name>,
): Promise<boolean> {
  try {
    const branding = await requestMailBranding(request);
    const rendered = renderMail(delivery.template, delivery.locale, delivery.values, branding);
    await mailer.send({ tenantId: delivery.tenantId, to: delivery.to, ...rendered });
    return true;
  } catch (error) {
    request.log.error({ err: error, template: delivery.template }, 'mail could not be sent');
    return false;
  }
}
