import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeActivityEvent } from '../../../lib/activity/describe-activity-event.ts';
import { useRelativeTime } from '../../../lib/i18n/relative-time.ts';
import { useCenterActivity, useNewApplications, usePendingOrganizations, type ActivityList } from '../api/activity.ts';
import { toolbarButtonClasses } from './notification-bell.tsx';

/** Which parts of the panel a person sees: an organisation's admins its to-dos; centre admins the centre's. */
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

/** What happened in the centre lately, in the dashboard's words, with a link to the whole feed. */
function CenterActivity({ enabled, onLeave }: { enabled: boolean; onLeave: () => void }) {
  const { t } = useTranslation('notifications');
  const { t: tDashboard } = useTranslation('dashboard');
  const relativeTime = useRelativeTime();
  const activity = useCenterActivity(enabled);
  return (
    <Section title={t('activity.centerActivity')}>
      {activity.isPending ? (
        <Spinner label={t('loading')} showLabel />
      ) : activity.isError ? (
        <p>{t('loadFailed')}</p>
      ) : activity.data.length === 0 ? (
        <p className="text-muted-700 dark:text-muted-300">{t('activity.noCenterActivity')}</p>
      ) : (
        <ol className="divide-y divide-muted-200 rounded-ui border border-muted-200 dark:divide-muted-800 dark:border-muted-800">
          {activity.data.map((event) => (
            <li key={event.id} className="grid gap-0.5 px-4 py-3" data-center-activity="">
              <span className="break-words">{describeActivityEvent(tDashboard, event)}</span>
              <time dateTime={event.createdAt} className="text-sm text-muted-700 dark:text-muted-300">
                {relativeTime(event.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <Link
        to="/dashboard#dashboard-activity"
        onClick={onLeave}
        className="font-semibold text-primary-700 underline dark:text-primary-300"
      >
        {t('activity.allCenterActivity')}
      </Link>
    </Section>
  );
}

/**
 * The toolbar's "activity" item (issue 15 §3): a button opening the activity panel, a dialog with
 * what is going on in the person's organisation and centre: the organisation's new applications to
 * handle, the organisations awaiting the centre's approval and what happened in the centre lately.
 * Their own notifications are the bell's, not repeated here (issue 31 §5); a person who manages
 * nothing has no activity panel.
 */
export function ActivityButton({ roles }: { roles: ActivityRoles }) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const applications = useNewApplications(open && roles.organizationAdmin);
  const organizations = usePendingOrganizations(open && roles.centerAdmin);

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
            {roles.centerAdmin && <CenterActivity enabled={open} onLeave={() => setOpen(false)} />}
          </div>
        )}
      </Dialog>
    </>
  );
}
