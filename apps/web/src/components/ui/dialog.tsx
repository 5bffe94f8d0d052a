import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

const focusableSelector =
  'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Props of Dialog: a controlled modal with a title, content and an optional footer of actions. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** The element to focus on opening; otherwise the browser picks the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Whether a click on the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /**
   * 'card' (default): a box in the middle of the screen. 'sheet': the whole screen of a phone, the
   * content scrolling between the title and the actions, which stay in reach of a thumb.
   */
  layout?: 'card' | 'sheet';
}

const layouts = {
  card: {
    dialog: 'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-ui-lg',
    body: 'flex flex-col gap-4 p-6',
    content: '',
    footer: 'mt-2 flex flex-wrap justify-end gap-2',
  },
  sheet: {
    dialog: 'm-0 h-dvh max-h-none w-full max-w-none',
    body: 'flex h-full flex-col',
    content: 'min-h-0 flex-1 overflow-y-auto px-4 py-4',
    footer: 'flex gap-2 border-t border-muted-200 px-4 py-3 dark:border-muted-800',
  },
} as const;

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest
 * of the page inert (so focus stays inside), Escape closes, the title labels it,
 * and focus returns to the element that had it before opening.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocus,
  closeOnBackdrop = true,
  layout = 'card',
}: DialogProps) {
  const look = layouts[layout];
  const { t } = useTranslation('ui');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = `dialog-${useId()}`;
  const descriptionId = description ? `${titleId}-description` : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Browsers focus the first focusable element themselves; this covers the
    // explicit initial focus and engines that leave focus on the trigger.
    const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>(focusableSelector);
    if (initialFocus?.current || !dialog.contains(document.activeElement)) target?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The trigger may be gone (e.g. a deleted row); then focus falls back to the page.
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // The browser would close the dialog by itself; the owner's state decides instead.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={`${look.dialog} bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-neutral-950/60 dark:bg-muted-900 dark:text-muted-50`}
    >
      {open && (
        <div className={look.body}>
          <div
            className={`flex items-start justify-between gap-4 ${layout === 'sheet' ? 'border-b border-muted-200 px-4 py-3 dark:border-muted-800' : ''}`}
          >
            <h2 id={titleId} className="font-heading text-xl font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-1.5 rounded-full p-1.5 text-muted-700 hover:bg-muted-100 dark:text-muted-300 dark:hover:bg-muted-800"
            >
              <Icon name="x-mark" />
              <span className="sr-only">{t('dialog.close')}</span>
            </button>
          </div>
          {description && (
            <p id={descriptionId} className="text-muted-700 dark:text-muted-300">
              {description}
            </p>
          )}
          {layout === 'sheet' ? <div className={look.content}>{children}</div> : children}
          {footer && <div className={look.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
