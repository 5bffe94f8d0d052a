import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One action of a table row: a link to another page, or something done here (`onSelect`). */
export interface RowAction {
  /** Unique within the menu. */
  key: string;
  label: string;
  /** A page to go to. */
  to?: string;
  /**
   * Runs once the menu has closed and focus is back on its button, so a confirmation dialog that
   * opens here gives focus back to the button when it closes.
   */
  onSelect?: () => void;
  /** Deleting, archiving: shown in the danger colour. The caller still asks before doing it. */
  destructive?: boolean;
}

const itemClasses =
  'flex min-h-11 w-full items-center px-4 py-2 text-start text-sm hover:bg-muted-100 focus-visible:bg-muted-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-700 sm:min-h-0 dark:hover:bg-muted-800 dark:focus-visible:bg-muted-800';

const itemColors = {
  normal: 'text-text',
  destructive: 'font-semibold text-error-800 dark:text-error-200',
} as const;

/** Whether the browser puts popovers in the top layer (above sticky headers, outside a table's scroll box). */
function supportsPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}

/** Places the menu under its button, its end at the button's end, inside the screen (above it when below is full). */
function placeMenu(menu: HTMLElement, button: HTMLElement): void {
  const box = button.getBoundingClientRect();
  const gap = 4;
  const margin = 8;
  const below = box.bottom + gap;
  const fitsBelow = below + menu.offsetHeight <= window.innerHeight - margin;
  const top = fitsBelow ? below : Math.max(margin, box.top - gap - menu.offsetHeight);
  const left = Math.min(Math.max(margin, box.right - menu.offsetWidth), window.innerWidth - menu.offsetWidth - margin);
  menu.style.top = `${top}px`;
  menu.style.left = `${Math.max(margin, left)}px`;
}

/**
 * The actions of one table row behind one button, "Acties" (named "Acties voor <name>"): a menu
 * button after the WAI-ARIA pattern. Enter, Space or Arrow Down open it on the first action, Arrow
 * Up on the last; the arrow keys, Home and End move between the actions; Escape closes it and puts
 * focus back on the button, as does choosing an action; Tab or a click beside it closes it. The menu
 * is a popover, so a table's scroll box does not cut it off.
 */
export function RowActionsMenu({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [startAt, setStartAt] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = `row-actions-${useId()}`;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Opening shows the popover, places it and moves focus into it; closing hides it.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!menu || !button) return;
    if (!open) {
      if (supportsPopover(menu) && menu.matches(':popover-open')) menu.hidePopover();
      return;
    }
    if (supportsPopover(menu) && !menu.matches(':popover-open')) menu.showPopover();
    placeMenu(menu, button);
    const all = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    (startAt === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open, startAt]);

  // While open: a click beside it closes it; scrolling or resizing keeps it beside its button.
  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    const handleMove = () => {
      if (menuRef.current && buttonRef.current) placeMenu(menuRef.current, buttonRef.current);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    window.addEventListener('scroll', handleMove, true);
    window.addEventListener('resize', handleMove);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      window.removeEventListener('scroll', handleMove, true);
      window.removeEventListener('resize', handleMove);
    };
  }, [open, close]);

  const openAt = (position: 'first' | 'last') => {
    setStartAt(position);
    setOpen(true);
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || all.length === 0) return;
    event.preventDefault();
    all[next]?.focus();
  };

  const handleSelect = (action: RowAction) => {
    close(true);
    action.onSelect?.();
  };

  if (actions.length === 0) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('rowActions.label', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={handleButtonKeyDown}
        className="inline-flex min-h-11 items-center gap-1 rounded-full border border-muted-300 px-3 py-1 text-sm font-semibold whitespace-nowrap text-text hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 sm:min-h-8 dark:border-muted-700 dark:hover:bg-muted-800"
      >
        {t('rowActions.button')}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={t('rowActions.label', { name })}
        popover="manual"
        hidden={!open}
        onKeyDown={handleMenuKeyDown}
        className="fixed z-50 m-0 max-w-[calc(100vw-1rem)] min-w-48 rounded-ui-lg border border-muted-200 bg-background p-0 py-1 text-text shadow-lg dark:border-muted-700 dark:bg-muted-900"
      >
        {actions.map((action) => {
          const classes = `${itemClasses} ${itemColors[action.destructive ? 'destructive' : 'normal']}`;
          return action.to ? (
            <Link
              key={action.key}
              role="menuitem"
              tabIndex={-1}
              to={action.to}
              onClick={() => setOpen(false)}
              className={classes}
            >
              {action.label}
            </Link>
          ) : (
            <button
              key={action.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => handleSelect(action)}
              className={classes}
            >
              {action.label}
            </button>
          );
        })}
      </div>
    </>
  );
}
