import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useRelativeTime } from '../../../lib/i18n/relative-time.ts';
import { useOrganizations } from '../api/list-organizations.ts';
import { isCenterManager } from '../components/center-manager.ts';
import { OrganizationDecisions } from '../components/organization-decisions.tsx';
import { NotAllowedPage } from '../../../components/ui/not-allowed-page.tsx';

/** /organizations/approve: the centre's queue of pending sign-ups, oldest first, to approve or deny. */
export function OrganizationsApprovePage() {
  const { t } = useTranslation('organizations');
  const relativeTime = useRelativeTime();
  const user = useCurrentUser();
  const queue = useOrganizations({
    search: '',
    type: '',
    statuses: ['pending'],
    sort: 'status_changed_at',
    page: 1,
    pageSize: 100,
  });

  if (user.data && !isCenterManager(user.data)) {
    return <NotAllowedPage title={t('approve.notAllowedTitle')} reason={t('approve.notAllowedText')} />;
  }
  const counts = queue.data?.statusCounts;
  let content;
  if (queue.isPending) content = <Spinner label={t('approve.loading')} showLabel />;
  else if (queue.isError) {
    content = (
      <LoadFailedAlert title={t('approve.loadFailed')} error={queue.error} onRetry={() => void queue.refetch()} />
    );
  } else if (queue.data.organizations.length === 0) {
    content = <EmptyState icon="inbox" title={t('approve.emptyTitle')} description={t('approve.emptyText')} />;
  } else {
    content = (
      <ul className="grid gap-4">
        {queue.data.organizations.map((organization) => (
          <li key={organization.id}>
            <article
              aria-labelledby={`pending-${organization.id}`}
              className="rounded-ui-lg border border-muted-200 p-5 dark:border-muted-800"
            >
              <h2 id={`pending-${organization.id}`} className="font-heading text-lg font-semibold">
                <Link
                  to={`/organizations/${organization.id}`}
                  className="text-primary-700 underline underline-offset-2 dark:text-primary-300"
                >
                  {organization.name}
                </Link>
              </h2>
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {[
                  t(`types.${organization.type}`),
                  organization.address?.city,
                  t('approve.signedUp', {
                    when: relativeTime(organization.statusChangedAt),
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {organization.profile?.description && (
                <p className="mt-2 line-clamp-3 whitespace-pre-line">{organization.profile.description}</p>
              )}
              {organization.profile?.kvkNumber && (
                <p className="mt-2 text-sm">{t('approve.kvk', { number: organization.profile.kvkNumber })}</p>
              )}
              <div className="mt-4">
                <OrganizationDecisions organization={organization} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={t('approve.title')}
        description={t('approve.description')}
        actions={
          counts && (
            <div>
              <dl
                className="grid grid-cols-2 gap-x-6 gap-y-2 text-center sm:grid-cols-4"
                aria-label={t('approve.countsLabel')}
              >
                {(['pending', 'approved', 'denied', 'archived'] as const).map((status) => (
                  <div key={status}>
                    <dt className="text-sm text-muted-700 dark:text-muted-300">{t(`statuses.${status}`)}</dt>
                    <dd className="font-heading text-2xl font-bold">{counts[status]}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 max-w-xs text-sm text-muted-700 dark:text-muted-300">{t('approve.countsMeaning')}</p>
            </div>
          )
        }
      />
      {content}
    </>
  );
}
