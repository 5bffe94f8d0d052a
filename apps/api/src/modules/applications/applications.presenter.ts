import type { Document } from '@volunteerly/contracts/jsonapi';
import type { ApplicationNoteResource, ApplicationResource } from '@volunteerly/contracts/resources/applications';
import { resource } from '../../platform/http/json-api.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import type { VolunteerProfile } from '../users/volunteer-profile.service.ts';
import { applicationAbilities, applicationSubject, canSeeNotes, isOrganizationSide } from './applications.policy.ts';
import type { ApplicationHistoryEntry, ApplicationNote } from './application-history.repository.ts';
import type { ApplicationRecord } from './applications.repository.ts';

/**
 * An application with its history and (for the organisation side only) its notes and the
 * volunteer's profile (null for a guest).
 */
export interface ApplicationDetails {
  record: ApplicationRecord;
  history: ApplicationHistoryEntry[];
  notes: ApplicationNote[];
  volunteerProfile?: VolunteerProfile | null;
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
  details?: Pick<ApplicationDetails, 'history' | 'notes' | 'volunteerProfile'>,
): ApplicationResource {
  const { application, applicant } = record;
  const subject = applicationSubject(record);
  // Why a volunteer stopped is the organisation's record, like its notes.
  const organizationSide = isOrganizationSide(actor, subject);
  const history = details?.history.map((entry) => ({
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    note: entry.note,
    stopReason:
      organizationSide && entry.stopReason ? { code: entry.stopReason, detail: entry.stopReasonDetail } : null,
    undo: entry.undo,
    actorName: entry.actorName,
    createdAt: entry.createdAt.toISOString(),
  }));
  const stopReason = application.stopReason
    ? { code: application.stopReason, detail: application.stopReasonDetail }
    : null;
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
      ...(organizationSide ? { stopReason } : {}),
      ...(history ? { history } : {}),
      ...(organizationSide && details?.volunteerProfile !== undefined
        ? { volunteerProfile: details.volunteerProfile }
        : {}),
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
