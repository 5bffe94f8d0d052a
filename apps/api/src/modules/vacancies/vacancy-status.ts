import { vacancyStatusTransitions, type VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import type { FieldProblem } from '../../platform/http/api-error.ts';
import { missingForPublishing, type PublishField, type VacancyState } from './vacancy-fields.ts';
import type { VacanciesMessageKey } from './vacancies.messages.ts';
import type { VacancyRowChanges } from './vacancies.repository.ts';

// The vacancy state machine of decision 007 as rules without I/O: which moves
// exist, what publishing asks for, and what a move writes.

/** Where each kind of problem of a status move points. */
export interface StatusPointers {
  /** The status asked for (a move outside the machine, an organisation not approved). */
  status: string;
  /** A field publishing needs. */
  field: (field: PublishField) => string;
}

/**
 * Everything that stands in the way of moving a vacancy from one status to
 * another: a move outside the state machine (naming the allowed moves), and
 * for publishing an organisation that is not approved, missing fields and an
 * expiry date that has passed.
 */
export function statusMoveProblems(
  move: { from: VacancyStatus; to: VacancyStatus },
  state: VacancyState,
  organizationStatus: OrganizationStatus,
  pointers: StatusPointers,
  today: string,
): FieldProblem[] {
  const { from, to } = move;
  if (from === to) return [];
  if (!vacancyStatusTransitions[from].includes(to)) {
    return [
      {
        pointer: pointers.status,
        code: 'status_transition_invalid',
        messageKey: `vacancies.status.from_${from}` satisfies VacanciesMessageKey,
        values: { to },
      },
    ];
  }
  if (to !== 'published') return [];
  const problems: FieldProblem[] = [];
  if (organizationStatus !== 'approved') {
    problems.push({
      pointer: pointers.status,
      code: 'organization_not_approved',
      messageKey: 'vacancies.status.organization_not_approved' satisfies VacanciesMessageKey,
    });
  }
  problems.push(...missingForPublishing(state, pointers.field));
  if (state.expiresOn && state.expiresOn < today) {
    problems.push({
      pointer: pointers.field('expires_on'),
      code: 'expired',
      messageKey: 'vacancies.publish.expired' satisfies VacanciesMessageKey,
    });
  }
  return problems;
}

/**
 * What a move writes: publishing stamps `published_at` every time (so 'newest'
 * follows a reopening) and clears `closed_at`; closing stamps `closed_at`.
 */
export function statusColumns(to: VacancyStatus, now: Date): VacancyRowChanges {
  return {
    status: to,
    ...(to === 'published' ? { publishedAt: now, closedAt: null } : {}),
    ...(to === 'closed' ? { closedAt: now } : {}),
  };
}
