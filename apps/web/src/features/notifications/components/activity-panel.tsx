import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNewApplications, usePendingOrganizations, type ActivityList } from '../api/activity.ts';
import { useLatestNotifications } from '../api/list-notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import { toolbarButtonClasses } from './notification-bell.tsx';

/** Which parts of the panel a person sees: everyone their updates; managers their to-dos. */
export interface ActivityRoles {
  organizationAdmin: boolean;
  centerAdmin: boolean;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-heading text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}

/** A to-do list of the panel: its items linking to where they are done, or why there is none. */
function ToDoList({
  query,
  empty,
  more,
}: {
  query: { data?: ActivityList; isPending: boolean; isError: boolean };
  empty: string;
  more: string;
}) {
  const { t } = useTranslation('notifications');
  if (query.isPending) return <Spinner label={t('loading')} showLabel />;
  if (query.isError || !query.data) return <p>{t('loadFailed')}</p>;
  if (query.data.items.length === 0) return <p className="text-muted-700 dark:text-muted-300">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-muted-200 rounded-ui border border-muted-200 dark:divide-muted-800 dark:border-muted-800">
        {query.data.items.map((item) => (
          <li key={item.id} className="px-4 py-3">
            <Link to={item.path} className="font-semibold text-text underline underline-offset-2">
              {item.text}
            </Link>
            {item.detail && <p className="text-sm text-muted-700 dark:text-muted-300">{item.detail}</p>}
          </li>
        ))}
      </ul>
      {query.data.total > query.data.items.length && (
        <p className="text-sm">
          {t('activity.more', { count: query.data.total - query.data.items.length, what: more })}
        </p>
      )}
    </>
  );
}

/**
 * The toolbar's "activity" item (issue 15 §3): a button opening the activity panel, a dialog with
 * what is going on for this person: the organisation's new applications to handle, the
 * organisations awaiting the centre's approval, and their own latest updates.
 */
export function ActivityButton({ roles }: { roles: ActivityRoles }) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const updates = useLatestNotifications(open);
  const applications = useNewApplications(open && roles.organizationAdmin);
  const organizations = usePendingOrganizations(open && roles.centerAdmin);
  const notifications = updates.data?.notifications ?? [];

  return (
    <>
      <button
        type="button"
        data-activity-button=""
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={toolbarButtonClasses}
      >
        <Icon name="clock" className="size-6" label={t('activity.open')} />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('activity.title')} layout="card">
        {open && (
          <div className="grid max-h-[70dvh] gap-6 overflow-y-auto" data-activity-panel="">
            {roles.centerAdmin && (
              <Section title={t('activity.pendingOrganizations')}>
                <ToDoList
                  query={organizations}
                  empty={t('activity.noPendingOrganizations')}
                  more={t('activity.organizationsWord')}
                />
              </Section>
            )}
            {roles.organizationAdmin && (
              <Section title={t('activity.newApplications')}>
                <ToDoList
                  query={applications}
                  empty={t('activity.noNewApplications')}
                  more={t('activity.applicationsWord')}
                />
              </Section>
            )}
            <Section title={t('activity.updates')}>
              {updates.isPending ? (
                <Spinner label={t('loading')} showLabel />
              ) : updates.isError ? (
                <p>{t('loadFailed')}</p>
              ) : notifications.length === 0 ? (
                <p className="text-muted-700 dark:text-muted-300">{t('empty.short')}</p>
              ) : (
                <ul className="divide-y divide-muted-200 rounded-ui border border-muted-200 dark:divide-muted-800 dark:border-muted-800">
                  {notifications.map((notification) => (
                    <NotificationItem key={notification.id} notification={notification} onOpen={() => setOpen(false)} />
                  ))}
                </ul>
              )}
              <Link
                to="/notificaties"
                onClick={() => setOpen(false)}
                className="font-semibold text-primary-700 underline dark:text-primary-300"
              >
                {t('bell.all')}
              </Link>
            </Section>
          </div>
        )}
      </Dialog>
    </>
  );
}
