import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AccountAbilities } from '@volunteerly/contracts/users';
import type { CurrentUser } from '../../lib/auth/current-user.ts';

/** One link of the account menu: where it goes, its label (namespace 'common') and who sees it. */
export interface AccountMenuItem {
  to: string;
  labelKey: string;
  ability?: keyof AccountAbilities;
}

/**
 * The account menu's links (spec §2 toolbar item 'account menu'): the person's own things. The
 * centre's and organisation's tools are in the Beheer area (issue 31 §4); the developer pages too.
 */
export const accountMenuItems: AccountMenuItem[] = [
  { to: '/dashboard', labelKey: 'routes.dashboard' },
  { to: '/profiel', labelKey: 'routes.profile' },
  { to: '/applications', labelKey: 'nav.applications' },
  { to: '/conversations', labelKey: 'routes.conversations' },
  { to: '/profile-replies', labelKey: 'routes.profileReplies' },
  { to: '/auth/token', labelKey: 'routes.sessions' },
  { to: '/account/roles', labelKey: 'routes.accountRoles' },
  { to: '/uitloggen', labelKey: 'routes.signOut' },
];

/** The items this user may see, by the abilities the API sent with the current user. */
export function visibleAccountMenuItems(abilities: Partial<AccountAbilities> | undefined): AccountMenuItem[] {
  return accountMenuItems.filter((item) => !item.ability || abilities?.[item.ability] === true);
}

/**
 * The signed-in user's menu: a disclosure button with their name that opens a
 * list of links. Escape closes it and puts focus back on the button, arrow
 * keys move between the links, and a click elsewhere or a navigation closes it.
 */
export function AccountMenu({ user }: { user: Pick<CurrentUser, 'fullName' | 'email' | 'meta'> }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const listId = `account-menu-${useId()}`;
  const location = useLocation();
  const items = visibleAccountMenuItems(user.meta?.abilities);
  const name = user.fullName || user.email;

  // A navigation (also by a menu link) closes the menu.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => [
    ...(containerRef.current?.querySelectorAll<HTMLAnchorElement>('[data-account-menu-item]') ?? []),
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End'))
      return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? all.length - 1
          : event.key === 'ArrowDown'
            ? (index + 1) % all.length
            : (index - 1 + all.length) % all.length;
    all[next]?.focus();
  };

  return (
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-account-menu-button=""
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full border border-muted-300 px-2 py-1.5 text-sm sm:min-h-0 sm:gap-2 sm:px-3 font-semibold text-text hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-muted-700 dark:hover:bg-muted-800"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-6 items-center justify-center rounded-full bg-primary-700 text-xs text-white dark:bg-primary-300 dark:text-neutral-950"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        {/* On a phone the button is the user's initial; the name stays its accessible name. */}
        <span className="sr-only sm:not-sr-only sm:max-w-48 sm:truncate">{name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`hidden size-4 transition-transform sm:block ${open ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 z-50 mt-2 min-w-56 rounded-ui-lg border border-muted-200 bg-white py-1 shadow-lg dark:border-muted-700 dark:bg-muted-900"
      >
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              data-account-menu-item=""
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm text-text hover:bg-muted-100 focus-visible:bg-muted-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-700 dark:hover:bg-muted-800 dark:focus-visible:bg-muted-800"
            >
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
