import { useTranslation } from 'react-i18next';
import type { ApplicationHistoryEntry } from '../api/application-types.ts';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';

/**
 * The status history as a timeline, oldest first: the move (or the undo of one), who made it,
 * when, why a volunteer stopped (the organisation side only) and the note sent along.
 */
export function ApplicationHistory({ history }: { history: ApplicationHistoryEntry[] }) {
  const { t } = useTranslation('applications');
  const { formatDateTime } = useDateFormat();
  const entries = [...history].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <section aria-labelledby="application-history" className="mt-10">
      <h2 id="application-history" className="font-heading text-xl font-semibold text-text">
        {t('history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-muted-700 dark:text-muted-300">{t('history.empty')}</p>
      ) : (
        <ol className="mt-4 border-s-2 border-muted-200 ps-5 dark:border-muted-800">
          {entries.map((entry, index) => (
            <li key={`${entry.createdAt}-${index}`} className="relative pb-6 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute -start-[1.6rem] top-1.5 size-3 rounded-full bg-primary-700 dark:bg-primary-300"
              />
              <p className="font-semibold text-text">
                {entry.fromStatus
                  ? t(entry.undo ? 'history.undo' : 'history.move', {
                      from: t(`statuses.${entry.fromStatus}`),
                      to: t(`statuses.${entry.toStatus}`),
                    })
                  : t('history.created', { to: t(`statuses.${entry.toStatus}`) })}
              </p>
              {entry.stopReason && (
                <p className="text-sm">
                  {t('history.reason', {
                    reason: entry.stopReason.detail
                      ? `${t(`stopReasons.${entry.stopReason.code}`)}: ${entry.stopReason.detail}`
                      : t(`stopReasons.${entry.stopReason.code}`),
                  })}
                </p>
              )}
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {entry.actorName ? `${t('history.by', { name: entry.actorName })} · ` : ''}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
              {entry.note && (
                <p className="mt-2 rounded-ui bg-muted-50 p-3 whitespace-pre-line dark:bg-muted-900">
                  <span className="sr-only">{t('history.note')}: </span>
                  {entry.note}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
