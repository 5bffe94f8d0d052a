import type { Document } from '@volunteerly/contracts/jsonapi';
import type { ApplicationNoteResource, ApplicationResource } from '@volunteerly/contracts/resources/applications';
import { resource } from '../../platform/http/json-api.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import { applicationAbilities, applicationSubject, canSeeNotes } from './applications.policy.ts';
import type { ApplicationHistoryEntry, ApplicationNote } from './application-history.repository.ts';
import type { ApplicationRecord } from './applications.repository.ts';

/** An application with its history and (for the organisation side only) its notes. */
export interface ApplicationDetails {
  record: ApplicationRecord;
  history: ApplicationHistoryEntry[];
  notes: ApplicationNote[];
}

/** A note as a resource of type `application_notes`. */
export function presentApplicationNote(note: ApplicationNote): ApplicationNoteResource {
  return resource('application_notes', note.id, {
    body: note.body,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  });
}

/**
 * An application as a resource. Lists pass no details (history and notes are
 * for the single page); the notes appear only for the organisation side.
 */
export function presentApplication(
  record: ApplicationRecord,
  actor: PolicyActor | undefined,
  details?: Pick<ApplicationDetails, 'history' | 'notes'>,
): ApplicationResource {
  const { application, applicant } = record;
  const subject = applicationSubject(record);
  const history = details?.history.map((entry) => ({
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    note: entry.note,
    actorName: entry.actorName,
    createdAt: entry.createdAt.toISOString(),
  }));
  const notes = details?.notes.map((note) => ({
    id: String(note.id),
    body: note.body,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  }));
  return {
    ...resource('applications', application.id, {
      vacancyId: String(application.vacancyId),
      vacancyTitle: record.vacancyTitle,
      organizationId: String(application.organizationId),
      organizationName: record.organizationName,
      status: application.status,
      motivation: application.motivation,
      answers: application.answers,
      applicant: { name: applicant.name, email: applicant.email, phone: applicant.phone, isGuest: applicant.isGuest },
      confirmed: subject.confirmed,
      createdAt: application.createdAt.toISOString(),
      statusChangedAt: application.statusChangedAt.toISOString(),
      ...(history ? { history } : {}),
      ...(notes && canSeeNotes(actor, subject) ? { notes } : {}),
    }),
    meta: { abilities: applicationAbilities(actor, subject) },
  };
}

/** One application as a document. */
export function applicationDocument(
  details: ApplicationDetails,
  actor: PolicyActor | undefined,
  meta?: Record<string, unknown>,
): Document {
  return { data: presentApplication(details.record, actor, details), ...(meta ? { meta } : {}) };
}
