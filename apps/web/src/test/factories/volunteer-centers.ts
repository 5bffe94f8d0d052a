import {
  volunteerCenterDocumentSchema,
  volunteerCenterListDocumentSchema,
  volunteerCenterProfileDocumentSchema,
  type VolunteerCenterProfileResource,
  type VolunteerCenterResource,
} from '@volunteerly/contracts/resources/volunteer-centers';
import { testCurrentTenant } from '../fixtures.ts';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { wireDocument } from './wire-document.ts';

/** A volunteer centre of the demo website, related to its profile: Vrijwilligerscentrale Demo (1) unless given. */
export function buildVolunteerCenter(
  id = '1',
  attributes: Partial<VolunteerCenterResource['attributes']> = {},
): VolunteerCenterResource {
  return {
    type: 'volunteer_centers',
    id,
    attributes: { name: 'Vrijwilligerscentrale Demo', hosts: [], isDefault: id === '1', ...attributes },
    relationships: { profile: { data: { type: 'volunteer_center_profiles', id } } },
  };
}

/** A centre's profile: the demo tenant's look (test fixtures) unless given. */
export function buildVolunteerCenterProfile(
  id = '1',
  attributes: Partial<VolunteerCenterProfileResource['attributes']> = {},
): VolunteerCenterProfileResource {
  const { id: _demoId, type, ...demoProfile } = testCurrentTenant.center.profile;
  return { type, id, attributes: { ...demoProfile, ...attributes } };
}

/** GET /api/v1/volunteer_centers/current?include=profile: the centre with its profile (wire casing). */
export function volunteerCenterDocument(
  center: VolunteerCenterResource = buildVolunteerCenter(),
  profile: VolunteerCenterProfileResource = buildVolunteerCenterProfile(center.id),
) {
  return wireDocument(volunteerCenterDocumentSchema, { data: center, included: [profile] });
}

/** GET /api/v1/volunteer_centers: one page of the website's centres (wire casing). */
export function volunteerCenterListDocument(centers: VolunteerCenterResource[]) {
  const pagination = buildPagination(centers.length, { pageSize: 100 });
  return wireDocument(volunteerCenterListDocumentSchema, {
    data: centers,
    meta: { pagination },
    links: buildPaginationLinks('/api/v1/volunteer_centers', pagination),
  });
}

/** PATCH /api/v1/volunteer_centers/current/profile: the saved profile (wire casing). */
export function volunteerCenterProfileDocument(
  profile: VolunteerCenterProfileResource = buildVolunteerCenterProfile(),
) {
  return wireDocument(volunteerCenterProfileDocumentSchema, { data: profile });
}
