import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { UserLocale } from '@volunteerly/contracts/users';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { users } from '../users/users.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import { applications, type ApplicationRow, type NewApplicationRow } from './applications.schema.ts';

/** Who applied: the user's account details, or the guest's. */
export interface Applicant {
  name: string;
  email: string;
  phone: string | null;
  locale: UserLocale;
  isGuest: boolean;
}

/** An application with the names a list or page shows beside it. */
export interface ApplicationRecord {
  application: ApplicationRow;
  vacancyTitle: string;
  organizationName: string;
  /** The centre of the organisation applied to. */
  volunteerCenterId: number;
  applicant: Applicant;
}

/** A user's full name, or null when both parts are empty. */
export const personName = (table: typeof users) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

/** The columns of an application record; joins the vacancy, organisation and (left) the applicant's account. */
export const recordColumns = {
  application: getTableColumns(applications),
  vacancyTitle: vacancies.title,
  organizationName: organizations.name,
  volunteerCenterId: organizations.volunteerCenterId,
  userName: personName(users),
  userEmail: users.email,
  userPhone: users.phone,
  userLocale: users.locale,
};

type RecordRow = {
  application: ApplicationRow;
  vacancyTitle: string;
  organizationName: string;
  volunteerCenterId: number;
  userName: string | null;
  userEmail: string | null;
  userPhone: string | null;
  userLocale: UserLocale | null;
};

/** Turns a joined row into a record. */
export function toRecord(row: RecordRow): ApplicationRecord {
  const { application } = row;
  const isGuest = application.userId === null;
  return {
    application,
    vacancyTitle: row.vacancyTitle,
    organizationName: row.organizationName,
    volunteerCenterId: row.volunteerCenterId,
    applicant: isGuest
      ? {
          name: application.guestName ?? '',
          email: application.guestEmail ?? '',
          phone: application.guestPhone,
          locale: application.guestLocale ?? 'nl',
          isGuest,
        }
      : {
          name: row.userName ?? row.userEmail ?? '',
          email: row.userEmail ?? '',
          phone: row.userPhone,
          locale: row.userLocale ?? 'nl',
          isGuest,
        },
  };
}

/** The FROM clause of records (callers add conditions, order and limits). */
export function selectRecords(scope: TenantScope) {
  return scope.transaction
    .select(recordColumns)
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .leftJoin(users, eq(users.id, applications.userId));
}

/** An application of the scope's tenant with its names. */
export async function findApplicationRecord(
  scope: TenantScope,
  applicationId: number,
): Promise<ApplicationRecord | undefined> {
  const [row] = await selectRecords(scope)
    .where(and(ofTenant(applications, scope), eq(applications.id, applicationId)))
    .limit(1);
  return row ? toRecord(row) : undefined;
}

/** Locks an application's row for the rest of the transaction (status moves must not interleave). */
export async function lockApplication(scope: TenantScope, applicationId: number): Promise<ApplicationRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(applications)
    .where(and(ofTenant(applications, scope), eq(applications.id, applicationId)))
    .for('update')
    .limit(1);
  return row;
}

/** The unconfirmed guest application a confirmation token (by its hash) belongs to, locked. */
export async function lockApplicationByTokenHash(
  scope: TenantScope,
  tokenHash: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(applications)
    .where(and(ofTenant(applications, scope), eq(applications.confirmationTokenHash, tokenHash)))
    .for('update')
    .limit(1);
  return row;
}

/** Whether the person (a user, or a guest e-mail) has a live (not withdrawn) application for a vacancy. */
export async function hasLiveApplication(
  scope: TenantScope,
  vacancyId: number,
  person: { userId: number } | { guestEmail: string },
): Promise<boolean> {
  const who =
    'userId' in person
      ? eq(applications.userId, person.userId)
      : and(isNull(applications.userId), eq(applications.guestEmail, person.guestEmail));
  const [row] = await scope.transaction
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        ofTenant(applications, scope),
        eq(applications.vacancyId, vacancyId),
        ne(applications.status, 'withdrawn'),
        who,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const liveApplicationIndexes = new Set(['applications_one_per_volunteer', 'applications_one_per_guest']);

function isLiveApplicationConflict(error: unknown): boolean {
  // Drizzle wraps the driver's error; the PostgreSQL fields sit somewhere down the cause chain.
  for (let current: unknown = error; current instanceof Error || typeof current === 'object';) {
    if (current === null) return false;
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      const constraint = typeof candidate.constraint === 'string' ? candidate.constraint : '';
      const message = typeof candidate.message === 'string' ? candidate.message : '';
      return [...liveApplicationIndexes].some((name) => constraint === name || message.includes(name));
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * Inserts an application; undefined when a concurrent request won the race
 * for the person's one live application (the partial unique indexes).
 */
export async function insertApplication(
  scope: TenantScope,
  values: Omit<NewApplicationRow, 'tenantId'>,
): Promise<ApplicationRow | undefined> {
  try {
    const [row] = await scope.transaction
      .insert(applications)
      .values({ ...values, tenantId: scope.tenantId })
      .returning();
    if (!row) throw new Error('application insert returned nothing');
    return row;
  } catch (error) {
    if (isLiveApplicationConflict(error)) return undefined;
    throw error;
  }
}

/** Changes an application's own columns. */
export async function updateApplicationRow(
  scope: TenantScope,
  applicationId: number,
  changes: Partial<
    Pick<
      ApplicationRow,
      'status' | 'statusChangedAt' | 'confirmedAt' | 'confirmationTokenHash' | 'stopReason' | 'stopReasonDetail'
    >
  >,
): Promise<ApplicationRow> {
  const [row] = await scope.transaction
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(ofTenant(applications, scope), eq(applications.id, applicationId)))
    .returning();
  if (!row) throw new Error('application update matched nothing');
  return row;
}
