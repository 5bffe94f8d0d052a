import { applicationStatuses, type ApplicationStatus } from '@volunteerly/contracts/applications';
import {
  applicationDocumentSchema,
  applicationListDocumentSchema,
  applicationNoteDocumentSchema,
  confirmedApplicationDocumentSchema,
  type ApplicationAbilities,
  type ApplicationNoteResource,
  type ApplicationResource,
} from '@volunteerly/contracts/resources/applications';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { wireDocument } from './wire-document.ts';

type ApplicationAttributes = ApplicationResource['attributes'];

/** One status move of an application's history. */
export type ApplicationHistoryEntry = NonNullable<ApplicationAttributes['history']>[number];

/** One note of the organisation side, as the application's own page carries it. */
export type ApplicationNote = NonNullable<ApplicationAttributes['notes']>[number];

/** What the signed-in user may do with an application, all false unless given. */
export function buildApplicationAbilities(given: Partial<ApplicationAbilities> = {}): ApplicationAbilities {
  return {
    withdraw: false,
    start: false,
    accept: false,
    reject: false,
    reconsider: false,
    admit: false,
    markStarted: false,
    markNoShow: false,
    markStopped: false,
    undo: false,
    addNote: false,
    ...given,
  };
}

/**
 * An `applications` resource (contract casing): Jan Jansen's new application to
 * "Chauffeur voor de voedselbank" (31) of Voedselbank Utrecht (5), without
 * history and notes (as lists send it) unless given.
 */
export function buildApplication(
  overrides: {
    id?: string;
    attributes?: Partial<ApplicationAttributes>;
    abilities?: Partial<ApplicationAbilities>;
  } = {},
): ApplicationResource {
  return {
    type: 'applications',
    id: overrides.id ?? '8',
    attributes: {
      vacancyId: '31',
      vacancyTitle: 'Chauffeur voor de voedselbank',
      organizationId: '5',
      organizationName: 'Voedselbank Utrecht',
      status: 'new',
      motivation: 'Ik rijd graag en wil iets betekenen in de buurt.',
      answers: [],
      applicant: { name: 'Jan Jansen', email: 'jan@example.org', phone: '06 12345678', isGuest: false },
      confirmed: true,
      createdAt: '2026-03-02T10:00:00.000Z',
      statusChangedAt: '2026-03-02T10:00:00.000Z',
      ...overrides.attributes,
    },
    meta: { abilities: buildApplicationAbilities(overrides.abilities) },
  };
}

/** A status move of an application's history: Jan Jansen applying (to `new`) unless given. */
export function buildApplicationHistoryEntry(given: Partial<ApplicationHistoryEntry> = {}): ApplicationHistoryEntry {
  return {
    fromStatus: null,
    toStatus: 'new',
    note: null,
    stopReason: null,
    undo: false,
    actorName: 'Jan Jansen',
    createdAt: '2026-03-02T10:00:00.000Z',
    ...given,
  };
}

/** A note on an application as its own page lists it: Petra Pietersen's unless given. */
export function buildApplicationNote(given: Partial<ApplicationNote> = {}): ApplicationNote {
  return {
    id: '1',
    body: 'Lijkt me een goede kandidaat.',
    authorName: 'Petra Pietersen',
    createdAt: '2026-03-03T09:05:00.000Z',
    ...given,
  };
}

/** An `application_notes` resource, as adding a note answers it; attributes override. */
export function buildApplicationNoteResource(
  id = '1',
  attributes: Partial<ApplicationNoteResource['attributes']> = {},
): ApplicationNoteResource {
  const { body, authorName, createdAt } = buildApplicationNote(attributes);
  return { type: 'application_notes', id, attributes: { body, authorName, createdAt } };
}

/** GET or PUT …/status of /api/v1/applications/{id} (wire casing). */
export function applicationDocument(application: ApplicationResource) {
  return wireDocument(applicationDocumentSchema, { data: application });
}

/**
 * GET /api/v1/applications: one page of applications (wire casing), with the
 * count of every status (0 unless given) as `[{ value, count }]`.
 */
export function applicationListDocument(
  applications: ApplicationResource[],
  options: {
    statusCounts?: Partial<Record<ApplicationStatus, number>>;
    page?: number;
    pageSize?: number;
    total?: number;
  } = {},
) {
  const pagination = buildPagination(applications.length, options);
  return wireDocument(applicationListDocumentSchema, {
    data: applications,
    meta: {
      pagination,
      statusCounts: applicationStatuses.map((value) => ({ value, count: options.statusCounts?.[value] ?? 0 })),
    },
    links: buildPaginationLinks('/api/v1/applications', pagination),
  });
}

/** POST /api/v1/applications/{id}/notes: the note added (wire casing). */
export function applicationNoteDocument(note: ApplicationNoteResource) {
  return wireDocument(applicationNoteDocumentSchema, { data: note });
}

/** POST /api/v1/applications/confirm: the vacancy of the confirmed application (31, confirmed now, unless given). */
export function confirmedApplicationDocument(
  vacancy: { vacancyId?: string; vacancyTitle?: string; alreadyConfirmed?: boolean } = {},
) {
  return wireDocument(confirmedApplicationDocumentSchema, {
    data: null,
    meta: {
      vacancyId: vacancy.vacancyId ?? '31',
      vacancyTitle: vacancy.vacancyTitle ?? 'Chauffeur voor de voedselbank',
      alreadyConfirmed: vacancy.alreadyConfirmed ?? false,
    },
  });
}
