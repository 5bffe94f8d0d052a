import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useRelativeTime } from '../../../lib/i18n/relative-time.ts';
import {
  useDashboard,
  type ActivityEvent,
  type Dashboard,
  type DashboardOrganization,
  type OrganizationTodos,
  type VacancyCounts,
} from '../api/get-dashboard.ts';
import { useSavedVacancies } from '../api/list-saved-vacancies.ts';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-ui-lg border border-muted-200 p-5 dark:border-muted-800">
      <h2 id={id} className="font-heading text-xl font-semibold text-text">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Where each to-do is done. */
function todoLink(todo: string, organizationId?: string): string {
  if (organizationId) {
    return todo === 'second_admin'
      ? `/organizations/${organizationId}#organization-members`
      : `/organizations/${organizationId}/edit`;
  }
  return todo === 'confirm_email' ? '/profile-edit/email' : '/profile-edit';
}

/** Published vacancies and new applications, each a link to where they are handled. */
function WorkCounts({ vacancyCounts, newApplications }: { vacancyCounts?: VacancyCounts; newApplications?: number }) {
  const { t } = useTranslation('dashboard');
  if (!vacancyCounts) return null;
  return (
    <dl className="mt-4 flex flex-wrap gap-6" aria-label={t('work.label')}>
      <div>
        <dt className="text-sm text-muted-700 dark:text-muted-300">{t('work.published')}</dt>
        <dd className="font-heading text-2xl font-bold">
          <Link to="/vacancies" className={linkClasses}>
            {vacancyCounts.published}
          </Link>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-700 dark:text-muted-300">{t('work.drafts')}</dt>
        <dd className="font-heading text-2xl font-bold">{vacancyCounts.draft}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-700 dark:text-muted-300">{t('work.newApplications')}</dt>
        <dd className="font-heading text-2xl font-bold">
          <Link to="/applications" className={linkClasses}>
            {newApplications ?? 0}
          </Link>
        </dd>
      </div>
    </dl>
  );
}

function CenterPart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const relativeTime = useRelativeTime();
  const center = dashboard.center!;
  const describe = (event: ActivityEvent) =>
    t(`activity.${event.action}`, {
      actor: event.actorName ?? t('activity.someone'),
      subject: event.subjectName ?? t('activity.someone'),
      name: event.details.name ?? t('activity.anOrganization'),
      from: event.details.from ? t(`statuses.${event.details.from}`) : '',
      to: event.details.to ? t(`statuses.${event.details.to}`) : '',
      defaultValue: t('activity.other'),
    });
  return (
    <>
      <Section id="dashboard-pending" title={t('center.pendingTitle', { count: center.statusCounts.pending })}>
        {dashboard.pendingOrganizations.length === 0 ? (
          <p>{t('center.nothingPending')}</p>
        ) : (
          <ul className="grid gap-2">
            {dashboard.pendingOrganizations.map((organization) => (
              <li key={organization.id}>
                <Link to={`/organizations/${organization.id}`} className={linkClasses}>
                  {organization.name}
                </Link>
                <span className="text-sm text-muted-700 dark:text-muted-300">
                  {' · '}
                  {t('center.waitingSince', { when: relativeTime(organization.statusChangedAt) })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4">
          <Link to="/organizations/approve" className={buttonClasses({ size: 'md', color: 'primary' })}>
            {t('center.review')}
          </Link>
        </p>
        <dl className="mt-4 flex flex-wrap gap-6" aria-label={t('center.countsLabel')}>
          {(['approved', 'denied', 'archived'] as const).map((status) => (
            <div key={status}>
              <dt className="text-sm text-muted-700 dark:text-muted-300">{t(`statuses.${status}`)}</dt>
              <dd className="font-heading text-2xl font-bold">{center.statusCounts[status]}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="dashboard-work" title={t('work.title')}>
        <WorkCounts vacancyCounts={center.vacancyCounts} newApplications={center.newApplications} />
      </Section>
      <Section id="dashboard-activity" title={t('activity.title')}>
        {center.activity.length === 0 ? (
          <p>{t('activity.empty')}</p>
        ) : (
          <ol className="grid gap-2">
            {center.activity.map((event) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-x-4">
                <span>{describe(event)}</span>
                <time dateTime={event.createdAt} className="text-sm text-muted-700 dark:text-muted-300">
                  {relativeTime(event.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/**
 * An organisation's own vacancies, leading its part of the dashboard (issue 14 §4): each with how
 * many applications it has, the ones with new applications first and marked, and the way to add one.
 */
function OrganizationVacancies({ work }: { work: OrganizationTodos }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mb-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-text">{t('organization.vacancies.title')}</h3>
        <Link to="/vacancies/add" className={buttonClasses({ size: 'md', color: 'primary' })}>
          {t('organization.vacancies.add')}
        </Link>
      </div>
      {work.vacancies.length === 0 ? (
        <p className="mt-2 text-muted-700 dark:text-muted-300">{t('organization.vacancies.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-muted-200 rounded-ui-lg border border-muted-200 dark:divide-muted-800 dark:border-muted-800">
          {work.vacancies.map((vacancy) => (
            <li
              key={vacancy.id}
              data-new-applications={vacancy.newApplications > 0 ? '' : undefined}
              className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 ${vacancy.newApplications > 0 ? 'bg-primary-50 dark:bg-primary-950' : ''}`}
            >
              <div className="min-w-0">
                <Link to={`/vacancies/${vacancy.id}`} className={linkClasses}>
                  {vacancy.title}
                </Link>
                {vacancy.status === 'draft' && (
                  <span className="ms-2 text-sm text-muted-700 dark:text-muted-300">
                    {t('organization.vacancies.draft')}
                  </span>
                )}
              </div>
              <Link
                to={`/applications?vacancy_id=${vacancy.id}`}
                className="text-sm text-text underline-offset-2 hover:underline"
              >
                {vacancy.newApplications > 0 && (
                  <span className="me-2 inline-flex items-center rounded-full bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-primary-300 dark:text-neutral-950">
                    {t('organization.vacancies.new', { count: vacancy.newApplications })}
                  </span>
                )}
                {t('organization.vacancies.applications', { count: vacancy.applications })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link to="/vacancies" className={linkClasses}>
          {t('organization.vacancies.all')}
        </Link>
      </p>
    </div>
  );
}

function OrganizationPart({ organization, work }: { organization: DashboardOrganization; work?: OrganizationTodos }) {
  const todos = work?.todos ?? [];
  const { t } = useTranslation('dashboard');
  let body: ReactNode;
  if (organization.status === 'pending') body = <p>{t('organization.pending')}</p>;
  else if (organization.status === 'denied') {
    body = (
      <>
        <p>{t('organization.denied')}</p>
        {organization.denialReason && <p className="mt-2 whitespace-pre-line italic">{organization.denialReason}</p>}
        <p className="mt-3">
          <Link to={`/organizations/${organization.id}`} className={linkClasses}>
            {t('organization.fixAndResubmit')}
          </Link>
        </p>
      </>
    );
  } else if (organization.status === 'archived') body = <p>{t('organization.archived')}</p>;
  else if (todos.length === 0) body = <p>{t('organization.allDone')}</p>;
  else {
    body = (
      <>
        <p>{t('organization.todosIntro')}</p>
        <ul className="mt-2 grid list-disc gap-1 ps-6">
          {todos.map((todo) => (
            <li key={todo}>
              <Link to={todoLink(todo, organization.id)} className={linkClasses}>
                {t(`organization.todos.${todo}`)}
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <Section id={`dashboard-organization-${organization.id}`} title={organization.name}>
      <p className="mb-2 text-sm font-semibold">
        {t('organization.status', { status: t(`statuses.${organization.status}`) })}
      </p>
      {organization.status === 'approved' && work && <OrganizationVacancies work={work} />}
      {body}
      {organization.status === 'approved' && (
        <WorkCounts vacancyCounts={work?.vacancyCounts} newApplications={work?.newApplications} />
      )}
      <p className="mt-4">
        <Link to={`/organizations/${organization.id}`} className={buttonClasses({ size: 'md', variant: 'outline' })}>
          {t('organization.open')}
        </Link>
      </p>
    </Section>
  );
}

/** The vacancies a volunteer saved, as links (only asked for when the count says there are some). */
function SavedVacancies() {
  const { t } = useTranslation('dashboard');
  const saved = useSavedVacancies(true);
  if (saved.isPending) return <Spinner label={t('volunteer.savedLoading')} />;
  if (saved.isError || saved.data.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 font-semibold text-text">{t('volunteer.savedTitle')}</h3>
      <ul className="mt-2 grid gap-1">
        {saved.data.map((vacancy) => (
          <li key={vacancy.id}>
            <Link to={`/vacancies/${vacancy.id}`} className={linkClasses}>
              {vacancy.title}
            </Link>
            <span className="text-sm text-muted-700 dark:text-muted-300"> · {vacancy.organizationName}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

const closedApplicationStatuses = new Set(['rejected', 'withdrawn']);

function VolunteerPart({ volunteer }: { volunteer: NonNullable<Dashboard['volunteer']> }) {
  const { t } = useTranslation('dashboard');
  const { todos, applicationCounts, favorites } = volunteer;
  const active = applicationCounts
    .filter(({ value }) => !closedApplicationStatuses.has(value))
    .reduce((sum, { count }) => sum + count, 0);
  return (
    <Section id="dashboard-next-steps" title={t('volunteer.title')}>
      {todos.length === 0 ? (
        <p>{t('volunteer.allDone')}</p>
      ) : (
        <ul className="grid list-disc gap-1 ps-6">
          {todos.map((todo) => (
            <li key={todo}>
              <Link to={todoLink(todo)} className={linkClasses}>
                {t(`volunteer.todos.${todo}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 flex flex-wrap gap-6" aria-label={t('volunteer.countsLabel')}>
        <div>
          <dt className="text-sm text-muted-700 dark:text-muted-300">{t('volunteer.activeApplications')}</dt>
          <dd className="font-heading text-2xl font-bold">
            <Link to="/applications" className={linkClasses}>
              {active}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-700 dark:text-muted-300">{t('volunteer.favorites')}</dt>
          <dd className="font-heading text-2xl font-bold">{favorites ?? 0}</dd>
        </div>
      </dl>
      {(favorites ?? 0) > 0 && <SavedVacancies />}
      <p className="mt-4 flex flex-wrap gap-2">
        <Link to="/vacancies/search" className={buttonClasses({ size: 'md', color: 'primary' })}>
          {t('volunteer.search')}
        </Link>
        <Link to="/organizations" className={buttonClasses({ size: 'md', variant: 'outline' })}>
          {t('volunteer.browse')}
        </Link>
      </p>
    </Section>
  );
}

/** /dashboard: the start page after sign-in — the centre's queue and activity, the organisation's to-dos, a volunteer's next steps. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const title = user.data?.firstName ? t('title', { name: user.data.firstName }) : t('titlePlain');

  let content: ReactNode;
  if (dashboard.isPending) content = <Spinner label={t('loading')} showLabel />;
  else if (dashboard.isError) {
    content = (
      <LoadFailedAlert title={t('loadFailed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
    );
  } else {
    const data = dashboard.data;
    const workOf = (id: string) => data.organizationTodos.find((entry) => entry.organizationId === id);
    content = (
      <div className="grid gap-6 lg:grid-cols-2">
        {data.center && <CenterPart dashboard={data} />}
        {data.organizations.map((organization) => (
          <OrganizationPart key={organization.id} organization={organization} work={workOf(organization.id)} />
        ))}
        {data.volunteer && <VolunteerPart volunteer={data.volunteer} />}
      </div>
    );
  }
  return (
    <>
      <PageHeader title={title} description={t('description')} />
      {content}
    </>
  );
}
