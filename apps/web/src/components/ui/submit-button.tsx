import { useFormStatus } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button.tsx';
import { SpinnerIcon } from './spinner.tsx';
import { useIsHydrated } from '../../lib/document/use-is-hydrated.ts';

/** Props of SubmitButton; `pending` comes from the form library (e.g. formState.isSubmitting). */
export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  pending?: boolean;
  /** What the button says while submitting; defaults to 'Saving…'. */
  pendingLabel?: string;
  /**
   * Usable before the app has taken the page over: for a form that holds a submit until its code
   * is here itself (the application form, issue 31 §1), and posts, so nothing lands in the address.
   */
  usableBeforeTakeover?: boolean;
}

/**
 * The form's submit button: type submit, primary by default, and while the
 * form submits it shows a spinner and the pending label and is disabled.
 * Inside a `<form action>` it also follows React's own form status. It is disabled until the app
 * has taken a server-rendered page over, unless the form itself holds a submit until then.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  color = 'primary',
  disabled,
  usableBeforeTakeover = false,
  ...rest
}: SubmitButtonProps) {
  const { t } = useTranslation('ui');
  const status = useFormStatus();
  const busy = pending ?? status.pending;
  // A server-rendered form waits for the app: submitted before, it would go to the server as a plain
  // form (a GET puts a password in the address). Implicit submission (Enter) waits with it.
  const isHydrated = useIsHydrated();
  return (
    <Button
      type="submit"
      color={color}
      disabled={disabled || busy || (!isHydrated && !usableBeforeTakeover)}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <SpinnerIcon size="sm" />}
      {busy ? (pendingLabel ?? t('submit.pending')) : (children ?? t('submit.label'))}
    </Button>
  );
}
