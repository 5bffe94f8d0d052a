import type { Document, Resource } from '@volunteerly/contracts/jsonapi';
import type { VacancyResource } from '@volunteerly/contracts/resources/vacancies';
import { resource, toMany, toOne } from '../../platform/http/json-api.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import { presentOrganization } from '../organizations/organizations.presenter.ts';
import { presentPicture } from '../pictures/pictures.presenter.ts';
import { tagNameIn } from '../tags/tag-names.ts';
import type { TagKind } from '../tags/tags.schema.ts';
import type { VacancyRecord, VacancyTagView } from './vacancy-records.repository.ts';
import { canManageVacanciesOf, shownVacancySubject, vacancyAbilities } from './vacancies.policy.ts';

/** '1234AB' as people write it: '1234 AB'. */
function formatPostcode(postcode: string | null): string | null {
  return postcode && /^[0-9]{4}[A-Z]{2}$/.test(postcode) ? `${postcode.slice(0, 4)} ${postcode.slice(4)}` : postcode;
}

/** The tags of one kind, named in the request's language (decision 024), by that name. */
function tagsOfKind(tagViews: VacancyTagView[], kind: TagKind, locale: ApiLocale): { id: string; name: string }[] {
  return tagViews
    .filter((tag) => tag.kind === kind)
    .map((tag) => ({ id: String(tag.id), name: tagNameIn(locale, tag) }))
    .sort((left, right) => left.name.localeCompare(right.name, locale));
}

/**
 * Which related resources a document carries, whether the description is sent (not in lists),
 * and the request's language (tag names).
 */
export interface VacancyPresentation {
  organization?: boolean;
  tags?: boolean;
  description?: boolean;
  locale: ApiLocale;
}

/**
 * A vacancy as a `vacancies` resource (decision 007). `view_count` (and in the back-office list
 * the application counts) is for the organisation and centre only; `is_favorite` and `has_applied` for a
 * signed-in user; `meta.abilities` says what the asker may do with it.
 */
export function presentVacancyRecord(
  record: VacancyRecord,
  actor: PolicyActor | undefined,
  options: VacancyPresentation,
): { data: VacancyResource; included: Resource[] } {
  const { vacancy, organization } = record;
  const internal = canManageVacanciesOf(actor, organization);
  const hasApplied = record.viewer?.hasApplied ?? false;
  const data: VacancyResource = {
    ...resource(
      'vacancies',
      vacancy.id,
      {
        title: vacancy.title,
        summary: vacancy.summary,
        ...(options.description ? { descriptionHtml: vacancy.descriptionHtml } : {}),
        imageUrl: vacancy.imageUrl,
        picture: presentPicture(record.picture),
        locationKind: vacancy.locationKind,
        street: vacancy.street,
        houseNumber: vacancy.houseNumber,
        postcode: formatPostcode(vacancy.postcode),
        city: vacancy.city,
        latitude: vacancy.latitude,
        longitude: vacancy.longitude,
        commitmentKind: vacancy.commitmentKind,
        startsOn: vacancy.startsOn,
        endsOn: vacancy.endsOn,
        hoursPerWeek: vacancy.hoursPerWeek,
        dayParts: vacancy.dayParts,
        minimumAge: vacancy.minimumAge,
        vogRequired: vacancy.vogRequired,
        suitableFor: vacancy.suitableFor,
        languages: vacancy.languages,
        places: vacancy.places,
        placesTaken: record.placesTaken,
        isFull: record.placesTaken >= vacancy.places,
        questions: vacancy.questions,
        contactName: vacancy.contactName,
        contactEmail: vacancy.contactEmail,
        contactPhone: vacancy.contactPhone,
        status: vacancy.status,
        publishedAt: vacancy.publishedAt?.toISOString() ?? null,
        expiresOn: vacancy.expiresOn,
        closedAt: vacancy.closedAt?.toISOString() ?? null,
        sharedWithCenters: vacancy.sharedWithCenters,
        ...(internal ? { viewCount: vacancy.viewCount } : {}),
        ...(internal && record.applicationTotals
          ? {
              applicationCount: record.applicationTotals.applications,
              newApplicationCount: record.applicationTotals.newApplications,
            }
          : {}),
        organizationId: String(vacancy.organizationId),
        organizationName: organization.name,
        volunteerCenterId: String(vacancy.volunteerCenterId),
        categories: tagsOfKind(record.tags, 'category', options.locale),
        skills: tagsOfKind(record.tags, 'skill', options.locale),
        targetGroups: tagsOfKind(record.tags, 'target_group', options.locale),
        ...(record.viewer ? { isFavorite: record.viewer.isFavorite, hasApplied } : {}),
        createdAt: vacancy.createdAt.toISOString(),
        updatedAt: vacancy.updatedAt.toISOString(),
      },
      {
        organization: toOne('organizations', organization.id),
        tags: toMany(
          'tags',
          record.tags.map((tag) => tag.id),
        ),
      },
    ),
    meta: { abilities: vacancyAbilities(actor, shownVacancySubject(record), { hasApplied }) },
  };
  const included: Resource[] = [];
  if (options.organization) included.push(presentOrganization(organization));
  if (options.tags) {
    included.push(
      ...record.tags.map((tag) => resource('tags', tag.id, { kind: tag.kind, name: tagNameIn(options.locale, tag) })),
    );
  }
  return { data, included };
}

/** A single vacancy as a document (with its description). */
export function vacancyDocument(
  record: VacancyRecord,
  actor: PolicyActor | undefined,
  include: Omit<VacancyPresentation, 'description'>,
): Document {
  const { data, included } = presentVacancyRecord(record, actor, { ...include, description: true });
  return { data, ...(included.length > 0 ? { included } : {}) };
}

/** Vacancies as the data of a list document (without descriptions), tags named in the request's language. */
export function presentVacancyList(
  records: VacancyRecord[],
  actor: PolicyActor | undefined,
  locale: ApiLocale,
): VacancyResource[] {
  return records.map((record) => presentVacancyRecord(record, actor, { locale }).data);
}
