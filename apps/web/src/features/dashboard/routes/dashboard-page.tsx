import type { ReactNode } from 'react';
import { closedApplicationStatuses } from '@volunteerly/contracts/applications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useRelativeTime } from '../../../lib/i18n/relative-time.ts';
import { describeActivityEvent, type ActivityEvent } from '../../../lib/activity/describe-activity-event.ts';
import { useDashboard, type Dashboard } from '../api/get-dashboard.ts';
import { useSavedVacancies } from '../api/list-saved-vacancies.ts';
import { linkClasses, Section, todoLink, WorkCounts } from '../components/dashboard-section.tsx';
import { OrganizationPart } from '../components/organization-part.tsx';

function CenterPart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const relativeTime = useRelativeTime();
  const center = dashboard.center!;
  // Nothing waiting: no "0 registraties wachten" next to a button that leads to an empty list.
  const pending = center.statusCounts.pending;
  const describe = (event: ActivityEvent) => describeActivityEvent(t, event);
  return (
    <>
      <Section
        id="dashboard-pending"
        title={pending > 0 ? t('center.pendingTitle', { count: pending }) : t('center.noPendingTitle')}
      >
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
        {pending > 0 && (
          <p className="mt-4">
            <Link to="/organizations/approve" className={buttonClasses({ size: 'md', color: 'primary' })}>
              {t('center.review')}
            </Link>
          </p>
        )}
        <dl className="mt-4 flex flex-wrap gap-6" aria-label={t('center.countsLabel')}>
          {(['approved', 'denied', 'archived'] as const).map((status) => (
            <div key={status}>
              <dt className="text-sm text-muted-700 dark:text-muted-300">{t(`statuses.${status}`)}</dt>
              <dd className="font-heading text-2xl font-bold">{center.statusCounts[status]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">{t('center.countsMeaning')}</p>
      </Section>
      <Section id="dashboard-work" title={t('work.title')}>
        <WorkCounts
          vacancyCounts={center.vacancyCounts}
          findableVacancies={center.findableVacancies}
          findableMeaning={t('work.findableMeaningSite')}
          expiredVacancies={center.expiredVacancies}
          newApplications={center.newApplications}
        />
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

/** Where the saved vacancies' list starts, for the count that leads to it. */
const savedVacanciesId = 'dashboard-saved-vacancies';

/** The vacancies a volunteer saved, as links (only asked for when the count says there are some). */
function SavedVacancies() {
  const { t } = useTranslation('dashboard');
  const saved = useSavedVacancies(true);
  if (saved.isPending) return <Spinner label={t('volunteer.savedLoading')} />;
  if (saved.isError || saved.data.length === 0) return null;
  return (
    <>
      <h3 id={savedVacanciesId} className="mt-4 scroll-mt-24 font-semibold text-text">
        {t('volunteer.savedTitle')}
      </h3>
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

// Over: rejected, withdrawn, stopped, no show (one definition, in the contracts).
const closedStatuses = new Set<string>(closedApplicationStatuses);

function VolunteerPart({ volunteer }: { volunteer: NonNullable<Dashboard['volunteer']> }) {
  const { t } = useTranslation('dashboard');
  const { todos, applicationCounts } = volunteer;
  const favorites = volunteer.favorites ?? 0;
  const active = applicationCounts
    .filter(({ value }) => !closedStatuses.has(value))
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
          <dd className="font-heading text-2xl font-bold">
            {/* Like the applications' count, a link: to the saved ones below, or to find some to save. */}
            <Link to={favorites > 0 ? `#${savedVacanciesId}` : '/vacancies/search'} className={linkClasses}>
              {favorites}
            </Link>
          </dd>
        </div>
      </dl>
      {favorites > 0 && <SavedVacancies />}
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
