import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import { findVolunteerProfile } from '../users/volunteer-profile.service.ts';
import {
  countApplicationsByStatus,
  findApplicationsForExport,
  findApplicationsPage,
  type ApplicationListFilter,
  type ApplicationSort,
} from './application-list.repository.ts';
import { applicationForbidden, applicationNotFound } from './applications.errors.ts';
import {
  applicationListScope,
  applicationSubject,
  canAddNote,
  canExportApplications,
  canSeeNotes,
  canShowApplication,
  isOrganizationSide,
  type ApplicationSubject,
} from './applications.policy.ts';
import type { ApplicationDetails } from './applications.presenter.ts';
import {
  findApplicationHistory,
  findApplicationNotes,
  insertApplicationNote,
  type ApplicationNote,
} from './application-history.repository.ts';
import { findApplicationRecord, type ApplicationRecord } from './applications.repository.ts';

/** The most rows one CSV export holds. */
export const exportRowLimit = 10_000;

/** The list's (and export's) query, before the asker's scope is applied. */
export interface ApplicationListQuery {
  mine: boolean;
  selectedOrganizationId: number | undefined;
  statuses?: ApplicationStatus[] | undefined;
  vacancyId?: number | undefined;
  organizationId?: number | undefined;
  search?: string | undefined;
  sort: ApplicationSort;
}

function listFilter(actor: SignedInUser, query: ApplicationListQuery): ApplicationListFilter {
  return {
    scope: applicationListScope(actor, { mine: query.mine, selectedOrganizationId: query.selectedOrganizationId }),
    statuses: query.statuses,
    vacancyId: query.vacancyId,
    organizationId: query.organizationId,
    search: query.search,
  };
}

/**
 * One page of the applications the asker sees: their own (volunteers, or
 * anyone with `filter[scope]=mine`), their organisations' confirmed ones, or
 * every confirmed one of the tenant (centre), with counts per status.
 */
export async function listApplications(
  database: Database,
  actor: SignedInUser,
  query: ApplicationListQuery & { offset: number; limit: number },
): Promise<{ records: ApplicationRecord[]; total: number; statusCounts: Record<ApplicationStatus, number> }> {
  const filter = listFilter(actor, query);
  return withTenant(database, actor.tenantId, async (scope) => {
    const { records, total } = await findApplicationsPage(scope, filter, query);
    return { records, total, statusCounts: await countApplicationsByStatus(scope, filter) };
  });
}

/** The applications of the list's filters for the CSV export (organisation side only; at most 10,000). */
export async function exportApplications(
  database: Database,
  actor: SignedInUser,
  query: Omit<ApplicationListQuery, 'mine'>,
): Promise<ApplicationRecord[]> {
  if (!canExportApplications(actor, actor.tenantId)) throw applicationForbidden();
  const filter = listFilter(actor, { ...query, mine: false });
  return withTenant(database, actor.tenantId, (scope) =>
    findApplicationsForExport(scope, filter, { sort: query.sort, limit: exportRowLimit }),
  );
}

/**
 * What the application's own page shows beside the record: its history, and for the organisation
 * side the notes and the volunteer's availability and skills (from the users module; null for a
 * guest, who has no profile).
 */
export async function loadApplicationDetails(
  scope: TenantScope,
  actor: SignedInUser,
  record: ApplicationRecord,
  subject: ApplicationSubject,
  locale: ApiLocale,
): Promise<ApplicationDetails> {
  const applicationId = record.application.id;
  // One query at a time: the transaction is one connection.
  const history = await findApplicationHistory(scope, applicationId);
  const notes = canSeeNotes(actor, subject) ? await findApplicationNotes(scope, applicationId) : [];
  if (!isOrganizationSide(actor, subject)) return { record, history, notes };
  const userId = record.application.userId;
  const profile = userId === null ? undefined : await findVolunteerProfile(scope, userId, locale);
  return { record, history, notes, volunteerProfile: profile ?? null };
}

/** One application with its history (and notes for the organisation side); 404 for anyone else. */
export async function showApplication(
  database: Database,
  actor: SignedInUser,
  applicationId: number,
  locale: ApiLocale,
): Promise<ApplicationDetails> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const record = await findApplicationRecord(scope, applicationId);
    const subject = record ? applicationSubject(record) : undefined;
    if (!record || !subject || !canShowApplication(actor, subject)) throw applicationNotFound();
    return loadApplicationDetails(scope, actor, record, subject, locale);
  });
}

/** Adds a note of the organisation side; the applicant gets 403, outsiders 404. */
export async function addApplicationNote(
  database: Database,
  actor: SignedInUser,
  applicationId: number,
  body: string,
): Promise<ApplicationNote> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const record = await findApplicationRecord(scope, applicationId);
    const subject = record ? applicationSubject(record) : undefined;
    if (!record || !subject || !canShowApplication(actor, subject)) throw applicationNotFound();
    if (!canAddNote(actor, subject)) throw applicationForbidden();
    return insertApplicationNote(scope, { applicationId, authorUserId: actor.id, body });
  });
}
