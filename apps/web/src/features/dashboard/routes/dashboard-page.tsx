import type { ReactNode } from 'react';
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
import { linkClasses, Section, WorkCounts } from '../components/dashboard-section.tsx';
import { OrganizationPart } from '../components/organization-part.tsx';
import { VolunteerPart } from '../components/volunteer-part.tsx';

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
