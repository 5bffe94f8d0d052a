import { partnerListDocumentSchema, type PartnerResource } from '@volunteerly/contracts/resources/partners';
import { wireDocument } from './wire-document.ts';

/** A partner in the collaboration (its id is the tenant key), without logo or website unless given. */
export function buildPartner(
  id: string,
  name: string,
  attributes: Partial<PartnerResource['attributes']> = {},
): PartnerResource {
  return {
    type: 'partners',
    id,
    attributes: {
      name,
      logoUrl: null,
      websiteUrl: null,
      appName: `Vacaturebank ${name}`,
      current: false,
      ...attributes,
    },
  };
}

/** GET /api/v1/partners (wire casing): every partner, with their number. */
export function partnerListDocument(partners: PartnerResource[]) {
  return wireDocument(partnerListDocumentSchema, { data: partners, meta: { total: partners.length } });
}
