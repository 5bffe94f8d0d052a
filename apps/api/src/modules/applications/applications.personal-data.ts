import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import {
  deleteApplicationsOfUser,
  findApplicationsOfUser,
  findEventsByActorOnOthers,
  findEventsOfApplications,
  findNotesByAuthor,
  forgetActorOfApplicationEvents,
  forgetAuthorOfApplicationNotes,
} from './application-personal-data.repository.ts';

/**
 * Their applications (motivation, answers, status, the vacancy and organisation, dates, history as
 * they see it) and, as an organisation's admin, the status changes they made and the notes they
 * wrote on others' applications (naming no applicant: the application's id only). Erasure deletes
 * their applications with their history and notes (their conversations go first, with the
 * conversations part); what they did on others' applications stays for that organisation,
 * without their name.
 */
export const applicationsPersonalData = {
  module: 'applications',
  tables: [
    { table: 'applications', column: 'user_id', section: 'applications', erase: 'remove' },
    {
      table: 'application_events',
      column: 'actor_user_id',
      section: 'application_status_changes',
      erase: 'anonymise',
      keptBecause: 'the application’s history stays for the applicant and the organisation, without who moved it',
    },
    {
      table: 'application_notes',
      column: 'author_user_id',
      section: 'application_notes',
      erase: 'anonymise',
      keptBecause: 'the organisation keeps its notes on the application, without their author',
    },
  ],
  async export(scope, person) {
    const own = await findApplicationsOfUser(scope, person.id);
    const history = await findEventsOfApplications(
      scope,
      own.map(({ application }) => application.id),
    );
    const changes = await findEventsByActorOnOthers(scope, person.id);
    const notes = await findNotesByAuthor(scope, person.id);
    return {
      applications: own.map(({ application, vacancyTitle, organizationName }) => ({
        id: String(application.id),
        vacancy_id: String(application.vacancyId),
        vacancy_title: vacancyTitle,
        organization_name: organizationName,
        motivation: application.motivation,
        answers: application.answers,
        status: application.status,
        stop_reason: application.stopReason,
        stop_reason_detail: application.stopReasonDetail,
        confirmed_at: application.confirmedAt?.toISOString() ?? null,
        status_changed_at: application.statusChangedAt.toISOString(),
        created_at: application.createdAt.toISOString(),
        updated_at: application.updatedAt.toISOString(),
        // The steps as the applicant's page shows them, without who made them.
        history: history
          .filter((event) => event.applicationId === application.id)
          .map((event) => ({
            from_status: event.fromStatus,
            to_status: event.toStatus,
            note: event.note,
            stop_reason: event.stopReason,
            stop_reason_detail: event.stopReasonDetail,
            undo: event.undo,
            created_at: event.createdAt.toISOString(),
          })),
      })),
      application_status_changes: changes.map((event) => ({
        application_id: String(event.applicationId),
        from_status: event.fromStatus,
        to_status: event.toStatus,
        note: event.note,
        stop_reason: event.stopReason,
        stop_reason_detail: event.stopReasonDetail,
        undo: event.undo,
        created_at: event.createdAt.toISOString(),
      })),
      application_notes: notes.map((note) => ({
        application_id: String(note.applicationId),
        body: note.body,
        created_at: note.createdAt.toISOString(),
      })),
    };
  },
  async erase(scope, person) {
    await deleteApplicationsOfUser(scope, person.id);
    await forgetActorOfApplicationEvents(scope, person.id);
    await forgetAuthorOfApplicationNotes(scope, person.id);
  },
} as const satisfies PersonalDataPart;
