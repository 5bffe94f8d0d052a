import {
  placeTakingApplicationStatuses,
  type ApplicationStatus,
  type ApplicationStopReason,
} from '@volunteerly/contracts/applications';
import type { VacancyRow } from '../modules/vacancies/vacancies.schema.ts';
import { demoGeneralMotivations, demoMotivations, demoTemplateMotivations } from './demo-applicants.ts';
import { between, type Random } from './demo-vacancy-schedule.ts';
import { pick, seededRandom } from './demo-vacancy-plan.ts';
import { demoVacancyTemplateOf } from './demo-vacancy-templates.ts';

/** An application the seed will insert: to whom, by whom, and when it was sent and answered. */
export interface PlannedDemoApplication {
  vacancy: VacancyRow;
  userId: number;
  motivation: string;
  status: ApplicationStatus;
  appliedAt: Date;
  /** When its status last changed: when it was sent, or when it was answered or withdrawn. */
  statusChangedAt: Date;
  /**
   * The moves after it was sent, oldest first, the last one to `status`: one answer, or for a
   * match that went on, accepted and then started, stopped or not shown up (issue 31 §5).
   */
  moves: { from: ApplicationStatus; to: ApplicationStatus; at: Date }[];
  /** Why a volunteer stopped (status `stopped`). */
  stopReason?: ApplicationStopReason;
}

/** Who applies where, as the planner needs it. */
export interface DemoApplicationContext {
  tenantKey: string;
  /** The seed's clock: every date lies before it. */
  now: Date;
  /** The tenant's vacancies; only published ones published a few days ago get applications. */
  vacancies: VacancyRow[];
  /** The ids of the demo applicants of the tenant. */
  applicantIds: number[];
  /** The organisation a demo login administers: it gets several applications, some new. */
  demoOrganizationId?: number;
  /** The demo volunteer login: an application waiting for an answer and one accepted. */
  demoVolunteerId?: number;
}

const hour = 3_600_000;
const day = 24 * hour;
/** Applications were sent within these last weeks. */
const oldestApplicationDays = 28;
/** How many organisations besides the demo organisation get applications. */
const otherOrganizations = 7;

/** The motivation fitting a vacancy: by the template its title was written from, or that template's category. */
function motivationFor(vacancy: VacancyRow, random: Random): string {
  const template = demoVacancyTemplateOf(vacancy.title);
  if (!template) return pick(random, demoGeneralMotivations);
  return pick(
    random,
    demoTemplateMotivations[template.title] ?? demoMotivations[template.category] ?? demoGeneralMotivations,
  );
}

/** The values in an order of chance (the same order for the same seed). */
function shuffled<T>(random: Random, values: readonly T[]): T[] {
  return values
    .map((value) => ({ value, key: random() }))
    .sort((first, second) => first.key - second.key)
    .map(({ value }) => value);
}

/** Its answer, by how long ago it was sent: recent ones mostly wait, older ones mostly got an answer. */
function statusAfter(random: Random, ageInDays: number): ApplicationStatus {
  const roll = random();
  if (ageInDays < 3) return 'new';
  if (ageInDays < 10) return roll < 0.6 ? 'new' : roll < 0.85 ? 'in_progress' : roll < 0.95 ? 'rejected' : 'withdrawn';
  if (roll < 0.25) return 'new';
  if (roll < 0.45) return 'in_progress';
  if (roll < 0.6) return 'accepted';
  // What became of a match made weeks ago: most started, a few stopped again or never came.
  if (roll < 0.71) return 'started';
  if (roll < 0.76) return 'stopped';
  if (roll < 0.8) return 'no_show';
  return roll < 0.92 ? 'rejected' : 'withdrawn';
}

/** Why a demo volunteer stopped: mostly the work was done, sometimes life got in the way. */
const demoStopReasons: readonly ApplicationStopReason[] = ['completed', 'completed', 'circumstances', 'found_work'];

/** The statuses a match moves through after it was accepted, to reach `status`. */
const afterMatch: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  started: ['accepted', 'started'],
  stopped: ['accepted', 'started', 'stopped'],
  no_show: ['accepted', 'no_show'],
};

/** The moves from `new` to `status`, spread evenly between the first answer and `last`. */
function movesTo(status: ApplicationStatus, firstAnswer: Date, last: Date): PlannedDemoApplication['moves'] {
  const path = afterMatch[status] ?? [status];
  const step = path.length > 1 ? (last.getTime() - firstAnswer.getTime()) / (path.length - 1) : 0;
  return path.map((to, index) => ({
    from: index === 0 ? 'new' : path[index - 1]!,
    to,
    at: new Date(firstAnswer.getTime() + Math.round(step * index)),
  }));
}

/**
 * Plans a tenant's demo applications: a few applicants on one to four
 * vacancies of several organisations, sent in the last weeks but never
 * before the vacancy was published, answered some time later, and never
 * filling a vacancy (accepted ones stay below its places).
 */
export function planDemoApplications(context: DemoApplicationContext): PlannedDemoApplication[] {
  const { now } = context;
  const random = seededRandom(`applications:${context.tenantKey}`);
  const open = context.vacancies.filter(
    (vacancy) =>
      vacancy.status === 'published' &&
      vacancy.publishedAt !== null &&
      vacancy.publishedAt !== undefined &&
      now.getTime() - vacancy.publishedAt.getTime() > 2 * day,
  );
  const byOrganization = new Map<number, VacancyRow[]>();
  for (const vacancy of open) {
    byOrganization.set(vacancy.organizationId, [...(byOrganization.get(vacancy.organizationId) ?? []), vacancy]);
  }
  const others = shuffled(
    random,
    [...byOrganization.keys()].filter((id) => id !== context.demoOrganizationId).sort((a, b) => a - b),
  ).slice(0, otherOrganizations);
  const accepted = new Map<number, number>();
  const planned: PlannedDemoApplication[] = [];

  const add = (vacancy: VacancyRow, userId: number, ageInDays: number, wanted?: ApplicationStatus) => {
    const publishedAgo = (now.getTime() - vacancy.publishedAt!.getTime()) / day;
    const age = Math.min(ageInDays, oldestApplicationDays, publishedAgo - 0.1);
    const appliedAt = new Date(now.getTime() - Math.round(age * day));
    let status = wanted ?? statusAfter(random, age);
    const acceptedSoFar = accepted.get(vacancy.id) ?? 0;
    const takesPlace = (placeTakingApplicationStatuses as readonly ApplicationStatus[]).includes(status);
    if (takesPlace && acceptedSoFar + 1 >= vacancy.places) status = 'in_progress';
    else if (takesPlace) accepted.set(vacancy.id, acceptedSoFar + 1);
    const answeredAfter = (0.2 + random() * 0.6) * (now.getTime() - appliedAt.getTime());
    const statusChangedAt = status === 'new' ? appliedAt : new Date(appliedAt.getTime() + Math.round(answeredAfter));
    // A match that went on was answered sooner, and started or ended since.
    const firstAnswer = afterMatch[status]
      ? new Date(appliedAt.getTime() + Math.round(answeredAfter / 3))
      : statusChangedAt;
    planned.push({
      vacancy,
      userId,
      motivation: motivationFor(vacancy, random),
      status,
      appliedAt,
      statusChangedAt,
      moves: status === 'new' ? [] : movesTo(status, firstAnswer, statusChangedAt),
      ...(status === 'stopped' ? { stopReason: pick(random, demoStopReasons) } : {}),
    });
  };
  /** Any time in the last weeks, recent days more often. */
  const someAge = () => 0.1 + oldestApplicationDays * random() ** 1.5;

  const demoVacancies = byOrganization.get(context.demoOrganizationId ?? -1) ?? [];
  for (const vacancy of shuffled(random, demoVacancies).slice(0, 4)) {
    const applicants = shuffled(random, context.applicantIds).slice(0, between(random, 2, 4));
    // The newest of each is still waiting, so the organisation's dashboard has new ones to show.
    applicants.forEach((userId, index) =>
      add(vacancy, userId, index === 0 ? 0.1 + random() * 4 : someAge(), index === 0 ? 'new' : undefined),
    );
  }
  for (const organizationId of others) {
    const vacancies = shuffled(random, byOrganization.get(organizationId)!);
    for (const vacancy of vacancies.slice(0, between(random, 1, Math.min(3, vacancies.length)))) {
      for (const userId of shuffled(random, context.applicantIds).slice(0, between(random, 1, 4))) {
        add(vacancy, userId, someAge());
      }
    }
  }
  if (context.demoVolunteerId !== undefined) {
    const [waiting, earlier] = others.map((id) => byOrganization.get(id)![0]!);
    if (waiting) add(waiting, context.demoVolunteerId, 1 + random() * 3, 'new');
    if (earlier) add(earlier, context.demoVolunteerId, 12 + random() * 8, 'accepted');
  }
  return planned;
}
