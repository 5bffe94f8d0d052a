import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLatestNotifications } from '../api/list-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import type { AppNotification } from '../api/notification-types.ts';
import { useUnreadNotificationCount } from '../api/unread-notification-count.ts';
import { useUpdateNotification } from '../api/update-notification.ts';
import { NotificationItem } from './notification-item.tsx';

const panelId = 'notification-bell-panel';

/** The badge's text: the count, or 99+ beyond that. */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export const toolbarButtonClasses =
  'relative inline-flex size-11 items-center justify-center rounded-full text-muted-700 hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-muted-300 dark:hover:bg-muted-800';

/**
 * The toolbar's "notifications" item (issue 15 §3): a bell with the unread count (in its name for
 * screen readers, and as a badge), opening a panel with the five newest notifications, "mark all
 * read" and a link to /notificaties. The panel is a popover: Escape and a tap beside it close it.
 * `announcement` is the newest live notification, said politely when it arrives.
 */
export function NotificationBell({ announcement }: { announcement: string | undefined }) {
  const { t } = useTranslation('notifications');
  const panelRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  // The live stream's opening message and its events keep the count; no request of its own.
  const count = useUnreadNotificationCount(false).data ?? 0;
  const [open, setOpen] = useState(false);
  const latest = useLatestNotifications(open);
  const markAll = useMarkAllNotificationsRead();
  const update = useUpdateNotification();

  useEffect(() => {
    const panel = panelRef.current;
    if (panel?.matches?.(':popover-open')) panel.hidePopover();
  }, [key]);

  // The short list loads when the panel opens, not with every page.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  const markOpened = (notification: AppNotification) => {
    if (notification.readAt === null) update.mutate({ id: notification.id, read: true });
  };
  const notifications = latest.data?.notifications ?? [];

  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        data-notification-bell=""
        aria-label={count > 0 ? t('bell.labelWithCount', { count }) : t('bell.label')}
        className={toolbarButtonClasses}
      >
        <Icon name="bell" className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-unread-badge=""
            className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-error-700 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {badgeText(count)}
          </span>
        )}
      </button>
      <div role="status" className="sr-only">
        {announcement ? t('bell.arrived', { text: announcement }) : ''}
      </div>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        aria-labelledby={`${panelId}-title`}
        className="fixed inset-x-2 top-16 m-0 ms-auto max-h-[min(32rem,calc(100dvh-5rem))] w-auto max-w-sm overflow-y-auto rounded-ui-lg border border-muted-200 bg-background p-0 text-text shadow-xl dark:border-muted-800"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-muted-200 px-4 py-2 dark:border-muted-800">
          <h2 id={`${panelId}-title`} className="font-heading text-base font-bold">
            {t('bell.title')}
          </h2>
          <button
            type="button"
            disabled={count === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
            className="min-h-11 rounded-ui px-2 text-sm font-semibold text-primary-700 underline-offset-2 hover:underline disabled:text-muted-600 disabled:no-underline dark:text-primary-300"
          >
            {t('markAllRead')}
          </button>
        </div>
        {!open ? null : latest.isPending ? (
          <div className="p-4">
            <Spinner label={t('loading')} showLabel />
          </div>
        ) : latest.isError ? (
          <p className="p-4">{t('loadFailed')}</p>
        ) : notifications.length === 0 ? (
          <p className="p-4 text-muted-700 dark:text-muted-300">{t('empty.short')}</p>
        ) : (
          <ul className="divide-y divide-muted-200 dark:divide-muted-800">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={markOpened} />
            ))}
          </ul>
        )}
        <div className="border-t border-muted-200 px-4 py-2 dark:border-muted-800">
          <Link
            to="/notificaties"
            className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline dark:text-primary-300"
          >
            {t('bell.all')}
          </Link>
        </div>
      </div>
    </>
  );
}
