import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import type { AppNotification } from '../api/notification-types.ts';
import { useUpdateNotification } from '../api/update-notification.ts';
import { NotificationItem } from '../components/notification-item.tsx';

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * /notificaties (issue 15 §3): the signed-in person's notifications, newest first, unread ones
 * marked; each links to its thing and can be marked read or unread; all at once read; a page at a
 * time. New ones appear without a reload (the live stream refreshes the list).
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const unreadOnly = searchParams.get('filter') === 'unread';
  const notifications = useNotifications(page, unreadOnly);
  const markAll = useMarkAllNotificationsRead();
  const update = useUpdateNotification();

  const show = (next: { page?: number; unreadOnly?: boolean }) => {
    const params = new URLSearchParams();
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    if (next.unreadOnly ?? unreadOnly) params.set('filter', 'unread');
    setSearchParams(params);
  };
  const toggle = (notification: AppNotification) =>
    update.mutate({ id: notification.id, read: notification.readAt === null });
  const unreadCount = notifications.data?.unreadCount ?? 0;

  return (
    <div>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button variant="outline" disabled={unreadCount === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            {t('markAllRead')}
          </Button>
        }
      />
      <div role="group" aria-label={t('page.filter')} className="mb-4 flex flex-wrap gap-2">
        {([false, true] as const).map((option) => (
          <Button
            key={String(option)}
            variant={unreadOnly === option ? 'solid' : 'outline'}
            aria-pressed={unreadOnly === option}
            onClick={() => show({ unreadOnly: option })}
          >
            {option ? t('page.unreadOnly', { count: unreadCount }) : t('page.all')}
          </Button>
        ))}
      </div>
      {notifications.isPending ? (
        <Spinner label={t('loading')} showLabel />
      ) : notifications.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          error={notifications.error}
          onRetry={() => void notifications.refetch()}
        />
      ) : notifications.data.notifications.length === 0 ? (
        <EmptyState
          icon="bell"
          title={unreadOnly ? t('empty.unreadTitle') : t('empty.title')}
          description={t('empty.description')}
        />
      ) : (
        <>
          <ul
            aria-label={t('page.listLabel')}
            className="divide-y divide-muted-200 overflow-hidden rounded-ui-lg border border-muted-200 dark:divide-muted-800 dark:border-muted-800"
          >
            {notifications.data.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={(opened) => opened.readAt === null && update.mutate({ id: opened.id, read: true })}
                actions={
                  <Button size="sm" variant="outline" onClick={() => toggle(notification)}>
                    {notification.readAt === null ? t('item.markRead') : t('item.markUnread')}
                    <span className="sr-only">: {notification.text}</span>
                  </Button>
                }
              />
            ))}
          </ul>
          {notifications.data.totalPages > 1 && (
            <Pagination
              page={notifications.data.page}
              totalPages={notifications.data.totalPages}
              onPage={(next) => show({ page: next })}
            />
          )}
        </>
      )}
    </div>
  );
}
