import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type Toast, type ToastColor } from '../../lib/toast/toast-store.ts';
import { Icon, isIconName, type IconName } from './icon.tsx';

const looks: Record<ToastColor, { accent: string; icon: string; bar: string; defaultIcon: IconName }> = {
  primary: {
    accent: 'border-s-primary-700',
    icon: 'text-primary-700 dark:text-primary-300',
    bar: 'bg-primary-600',
    defaultIcon: 'bell',
  },
  success: {
    accent: 'border-s-success-700',
    icon: 'text-success-700 dark:text-success-300',
    bar: 'bg-success-600',
    defaultIcon: 'check-circle',
  },
  danger: {
    accent: 'border-s-error-700',
    icon: 'text-error-700 dark:text-error-300',
    bar: 'bg-error-600',
    defaultIcon: 'x-circle',
  },
  warning: {
    accent: 'border-s-warning-500',
    icon: 'text-warning-800 dark:text-warning-300',
    bar: 'bg-warning-500',
    defaultIcon: 'exclamation-triangle',
  },
  info: {
    accent: 'border-s-info-700',
    icon: 'text-info-700 dark:text-info-300',
    bar: 'bg-info-600',
    defaultIcon: 'information-circle',
  },
  muted: {
    accent: 'border-s-muted-500',
    icon: 'text-muted-700 dark:text-muted-300',
    bar: 'bg-muted-500',
    defaultIcon: 'bell',
  },
};

/**
 * One toast: icon, title, message, close button and progress bar. Its clock
 * pauses while the pointer is over it or focus is inside it (spec §4).
 * Screen readers hear it through the toaster's live regions, not from here.
 */
export function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation('ui');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const look = looks[item.color];
  const held = hovered || focused;

  useEffect(() => {
    if (held) toast.pause(item.id);
    else toast.resume(item.id);
  }, [held, item.id]);

  return (
    <li
      data-toast={item.color}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`pointer-events-auto relative overflow-hidden rounded-ui-lg border border-s-4 border-muted-200 bg-white text-neutral-900 shadow-lg dark:border-muted-700 dark:bg-muted-900 dark:text-muted-50 ${look.accent}`}
    >
      <div className="flex items-start gap-3 p-4">
        <Icon name={isIconName(item.icon) ? item.icon : look.defaultIcon} className={`mt-0.5 size-5 ${look.icon}`} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{item.title}</p>
          {item.message && (
            <p className="mt-1 text-sm break-words text-muted-700 dark:text-muted-300">{item.message}</p>
          )}
        </div>
        {item.closable && (
          <button
            type="button"
            onClick={() => toast.remove(item.id)}
            className="-m-1 rounded-full p-1 text-muted-700 hover:bg-muted-100 dark:text-muted-300 dark:hover:bg-muted-800"
          >
            <Icon name="x-mark" className="size-4" />
            <span className="sr-only">{t('toast.close', { title: item.title })}</span>
          </button>
        )}
      </div>
      {item.duration > 0 && (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-muted-100 dark:bg-muted-800">
          <div
            data-toast-progress=""
            className={`h-full ${look.bar}`}
            style={{ width: `${(1 - item.progress) * 100}%` }}
          />
        </div>
      )}
    </li>
  );
}
