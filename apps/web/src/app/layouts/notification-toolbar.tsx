import { useLiveNotifications } from '../../features/notifications/api/use-live-notifications.ts';
import { ActivityButton, type ActivityRoles } from '../../features/notifications/components/activity-panel.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';

/** The activity and notification items, with the live stream that keeps their counts current. */
export function NotificationToolbar({ roles }: { roles: ActivityRoles }) {
  const live = useLiveNotifications(true);
  return (
    // data-live-stream tells the browser suite the stream is open, instead of it waiting a while.
    <div
      className="flex items-center"
      data-notification-toolbar=""
      data-live-stream={live.isOpen ? 'open' : 'connecting'}
    >
      {/* A person who manages nothing has no activity panel: their news is the bell's (issue 31 §5). */}
      {(roles.organizationAdmin || roles.centerAdmin) && <ActivityButton roles={roles} />}
      <NotificationBell announcement={live.latest?.text} />
    </div>
  );
}
