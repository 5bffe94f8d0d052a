import { useTranslation } from 'react-i18next';
import { toast, useToasts, type Toast } from '../../lib/toast/toast-store.ts';
import { ToastItem } from './toast-item.tsx';

// Errors and warnings interrupt (assertive); the rest waits its turn (polite).
function isUrgent(item: Toast): boolean {
  return item.color === 'danger' || item.color === 'warning';
}

/** A toast's text as one sentence for the live regions. */
function announcement(item: Toast): string {
  return item.message ? `${item.title}. ${item.message}` : item.title;
}

/**
 * The toast region at the bottom-right (spec §2). Two live regions exist from
 * the start (a region that appears together with its text is often not read):
 * role status for polite toasts and role alert for danger and warning. The
 * visible toasts are not live, so a progress tick never triggers a reading.
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useToasts();
  const showClearAll = toasts.length > 1 || toasts.some((item) => !item.closable);
  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed end-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col items-stretch gap-2"
    >
      <div role="status" aria-live="polite" className="sr-only">
        {toasts
          .filter((item) => !isUrgent(item))
          .map((item) => (
            <p key={item.id}>{announcement(item)}</p>
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="sr-only">
        {toasts.filter(isUrgent).map((item) => (
          <p key={item.id}>{announcement(item)}</p>
        ))}
      </div>
      {showClearAll && (
        <button
          type="button"
          onClick={() => toast.clear()}
          className="pointer-events-auto self-end rounded-full bg-neutral-900 px-3 py-1 text-sm font-semibold text-white shadow hover:bg-neutral-700 dark:bg-neutral-100 dark:text-neutral-900"
        >
          {t('toast.clearAll')}
        </button>
      )}
      {toasts.length > 0 && (
        <ol className="-m-1 flex max-h-[calc(100dvh-5rem)] flex-col gap-2 overflow-y-auto p-1">
          {toasts.map((item) => (
            <ToastItem key={item.id} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}
