import type { RouteObject } from 'react-router';
import { meta, pageOf } from './route-helpers.ts';

/** The signed-in person's notifications (issue 15 §3); their preferences live under /profile-edit. */
export const notificationRoutes: RouteObject[] = [
  {
    path: '/notificaties',
    handle: meta({ title: 'routes.notifications' }),
    lazy: pageOf(
      'notifications',
      async () => (await import('../../features/notifications/routes/notifications-page.tsx')).NotificationsPage,
    ),
  },
];
