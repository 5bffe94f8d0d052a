import {
  capturedMailListDocumentSchema,
  type CapturedMailResource,
} from '@volunteerly/contracts/resources/captured-mails';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { wireDocument } from './wire-document.ts';

/** A mail the development capture received: plain text to a volunteer unless given. */
export function buildCapturedMail(
  id: string,
  attributes: Partial<CapturedMailResource['attributes']> = {},
): CapturedMailResource {
  return {
    type: 'mails',
    id,
    attributes: {
      sender: 'noreply@demo.example.org',
      recipients: ['vrijwilliger@example.org'],
      subject: 'Hallo',
      text: 'Hallo',
      html: null,
      receivedAt: '2026-11-20T10:00:00.000Z',
      ...attributes,
    },
  };
}

/** GET /api/v1/dev/mails (wire casing): one page of captured mail, 20 a page unless given. */
export function capturedMailListDocument(
  mails: CapturedMailResource[],
  options: { page?: number; pageSize?: number; total?: number } = {},
) {
  const pagination = buildPagination(mails.length, { pageSize: 20, ...options });
  return wireDocument(capturedMailListDocumentSchema, {
    data: mails,
    meta: { pagination },
    links: buildPaginationLinks('/api/v1/dev/mails', pagination),
  });
}
