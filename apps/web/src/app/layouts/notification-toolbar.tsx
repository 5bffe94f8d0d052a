import { useLiveNotifications } from '../../features/notifications/api/use-live-notifications.ts';
import { ActivityButton, type ActivityRoles } from '../../features/notifications/components/activity-panel.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';

/** The activity and notification items, with the live stream that keeps their counts current. */
export function NotificationToolbar({ roles }: { roles: ActivityRoles }) {
  const latest = useLiveNotifications(true);
  return (
    <div className="flex items-center" data-notification-toolbar="">
      <ActivityButton roles={roles} />
      <NotificationBell announcement={latest?.text} />
    </div>
  );
}
