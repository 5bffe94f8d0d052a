import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

/** Alert colours: the semantic colours of spec §9. */
export type AlertColor = 'info' | 'success' | 'warning' | 'danger';

const looks: Record<AlertColor, { classes: string; icon: IconName }> = {
  info: {
    classes: 'border-info-300 bg-info-50 text-info-900 dark:border-info-700 dark:bg-info-950 dark:text-info-100',
    icon: 'information-circle',
  },
  success: {
    classes:
      'border-success-300 bg-success-50 text-success-900 dark:border-success-700 dark:bg-success-950 dark:text-success-100',
    icon: 'check-circle',
  },
  warning: {
    classes:
      'border-warning-400 bg-warning-50 text-warning-900 dark:border-warning-700 dark:bg-warning-950 dark:text-warning-100',
    icon: 'exclamation-triangle',
  },
  danger: {
    classes: 'border-error-300 bg-error-50 text-error-900 dark:border-error-700 dark:bg-error-950 dark:text-error-100',
    icon: 'x-circle',
  },
};

/**
 * A message box in a semantic colour. It is not a live region by default: pass
 * `live` when it appears in response to something the user did.
 */
export function Alert({
  color = 'info',
  title,
  children,
  actions,
  live = false,
}: {
  color?: AlertColor;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  live?: boolean;
}) {
  const look = looks[color];
  const role = live ? (color === 'danger' || color === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={`flex gap-3 rounded-ui-lg border p-4 ${look.classes}`}>
      <Icon name={look.icon} className="mt-0.5 size-5" />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 text-sm">{children}</div>}
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
