import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRelativeTime } from '../../../lib/i18n/relative-time.ts';
import type { AppNotification } from '../api/notification-types.ts';

/**
 * One notification in a list: its line (a link to the thing when it has one), when it came, and
 * whether it is unread (a dot and words, not colour alone). `onOpen` runs when its link is followed.
 * Where the list is narrow (a phone) the actions go under the line, not beside it, so the line keeps
 * the width to break between words (issue 31 §5); only a token longer than the line (an address) breaks.
 */
export function NotificationItem({
  notification,
  onOpen,
  actions,
}: {
  notification: AppNotification;
  onOpen?: (notification: AppNotification) => void;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('notifications');
  const relative = useRelativeTime();
  const unread = notification.readAt === null;
  return (
    <li
      data-notification=""
      data-unread={unread ? 'true' : undefined}
      className={`flex items-start gap-3 px-4 py-3 @container ${unread ? 'bg-primary-50 dark:bg-primary-950/40' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-primary-700 dark:bg-primary-300' : 'bg-transparent'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 @md:flex-row @md:items-start @md:gap-3">
        <div className="min-w-0 flex-1">
          <p className={`break-words ${unread ? 'font-semibold' : ''}`}>
            {unread && <span className="sr-only">{t('item.unread')} </span>}
            {notification.path ? (
              <Link
                to={notification.path}
                onClick={() => onOpen?.(notification)}
                className="text-text underline decoration-muted-400 underline-offset-2 hover:decoration-primary-700"
              >
                {notification.text}
              </Link>
            ) : (
              notification.text
            )}
          </p>
          <p className="text-sm text-muted-700 dark:text-muted-300">
            <time dateTime={notification.createdAt}>{relative(notification.createdAt)}</time>
          </p>
        </div>
        {actions && <div className="shrink-0">{actions}</div>}
      </div>
    </li>
  );
}
