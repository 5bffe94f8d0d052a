import { useTranslation } from 'react-i18next';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

/** A spinning ring, decorative; used inside controls that announce their own busy state. */
export function SpinnerIcon({ size = 'md', className = '' }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] ${sizes[size]} ${className}`}
    />
  );
}

/**
 * A loading indicator announced to screen readers (role status) with a
 * translated label; `label` replaces the default 'Loading…'.
 */
export function Spinner({
  label,
  size = 'md',
  showLabel = false,
}: {
  label?: string;
  size?: keyof typeof sizes;
  showLabel?: boolean;
}) {
  const { t } = useTranslation('ui');
  const text = label ?? t('common.loading');
  return (
    <span role="status" data-loading="" className="inline-flex items-center gap-2 text-muted-700 dark:text-muted-300">
      <SpinnerIcon size={size} className="text-primary-700 dark:text-primary-300" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{text}</span>
    </span>
  );
}
