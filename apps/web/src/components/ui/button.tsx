import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonLook } from './button-classes.ts';
import { SpinnerIcon } from './spinner.tsx';

/** Props of Button: the native button's, a look, and a loading state. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>, ButtonLook {
  loading?: boolean;
  /** What screen readers hear while loading; defaults to 'Busy…'. */
  loadingLabel?: string;
  leading?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button (default: extra-large, neutral, fully rounded, spec §9). While
 * loading it shows a spinner, is aria-busy and ignores clicks; it stays
 * focusable (aria-disabled) so keyboard users do not lose their place.
 */
export function Button({
  variant,
  color,
  size,
  block,
  loading = false,
  loadingLabel,
  leading,
  type = 'button',
  className = '',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <button
      type={type}
      data-button=""
      className={`${buttonClasses({ variant, color, size, block })} ${className}`.trim()}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <SpinnerIcon size="sm" /> : leading}
      {children}
      {loading && (
        <>
          {' '}
          <span className="sr-only">{loadingLabel ?? t('button.loading')}</span>
        </>
      )}
    </button>
  );
}

/** Props of ButtonLink: a router link's, plus a button look. */
export interface ButtonLinkProps extends Omit<LinkProps, 'color'>, ButtonLook {
  ref?: Ref<HTMLAnchorElement>;
}

/** A react-router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, color, size, block, className = '', ...rest }: ButtonLinkProps) {
  return (
    <Link
      data-button=""
      className={`${buttonClasses({ variant, color, size, block })} ${className}`.trim()}
      {...rest}
    />
  );
}
