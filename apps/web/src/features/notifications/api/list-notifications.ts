import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toLanguage } from '@volunteerly/site/languages';
import { useTranslation } from 'react-i18next';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { notificationQueryKeys, type AppNotification } from './notification-types.ts';

/** One page of the person's notifications, with the totals and the unread count. */
export interface NotificationPage {
  notifications: AppNotification[];
  page: number;
  totalPages: number;
  total: number;
  unreadCount: number;
}

interface NotificationListMeta {
  pagination: { page: number; totalPages: number; total: number };
  unreadCount: number;
}

/** The page size of /notificaties. */
export const notificationPageSize = 20;

/** GET /api/v1/notifications: newest first, the lines in `language`; `unreadOnly` leaves out the read ones. */
export async function listNotifications(
  options: { page: number; pageSize: number; unreadOnly: boolean; language: string },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const document = await apiRequestDocument<AppNotification[], NotificationListMeta>('/api/v1/notifications', {
    // Named here, not left to the shared request context: that follows a new language only after this asks.
    headers: { 'Accept-Language': options.language },
    query: {
      'page[number]': options.page,
      'page[size]': options.pageSize,
      'filter[unread]': options.unreadOnly ? 'true' : undefined,
    },
    signal,
  });
  const { pagination } = document.meta;
  return {
    notifications: document.data,
    page: pagination?.page ?? options.page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
    unreadCount: document.meta.unreadCount ?? 0,
  };
}

/** The language the notifications' lines are asked in: the interface's (the request's Accept-Language). */
function useNotificationLanguage(): string {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Query options of one page of /notificaties, its lines in `language`. */
export function notificationsQueryOptions(page: number, unreadOnly: boolean, language: string) {
  return queryOptions({
    queryKey: notificationQueryKeys.list(page, unreadOnly, language),
    queryFn: ({ signal }) => listNotifications({ page, pageSize: notificationPageSize, unreadOnly, language }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the person's notifications as a query. */
export function useNotifications(page: number, unreadOnly: boolean) {
  return useQuery(notificationsQueryOptions(page, unreadOnly, useNotificationLanguage()));
}

/** The five newest notifications (the bell's short list), loaded when `enabled`. */
export function useLatestNotifications(enabled: boolean) {
  const language = useNotificationLanguage();
  return useQuery({
    queryKey: notificationQueryKeys.latest(language),
    queryFn: ({ signal }) => listNotifications({ page: 1, pageSize: 5, unreadOnly: false, language }, signal),
    enabled,
  });
}
