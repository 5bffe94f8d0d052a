import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { ColorModeToggle } from '../../components/ui/color-mode-toggle.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { HeaderAccount, HeaderImpersonation, HeaderOrganizationSwitcher } from './header-account.tsx';
import { HeaderManageLink } from './header-manage-link.tsx';
import { HeaderNotifications } from './header-notifications.tsx';
import { LanguageToggle } from './language-toggle.tsx';

/** One tab of the header navigation. */
interface HeaderTab {
  to: string;
  labelKey: string;
}

// Only pages that exist get a tab; later features add theirs here.
const headerTabs: HeaderTab[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/vacancies/search', labelKey: 'nav.vacancies' },
  { to: '/organizations', labelKey: 'nav.organizations' },
  { to: '/partners', labelKey: 'nav.partners' },
];

/** The id of the phone menu, which the menu button opens. */
const phoneMenuId = 'header-phone-menu';

/** What the header shows of the tenant and environment. */
export interface AppHeaderProps {
  appName: string;
  logoUrl: string | null;
  isPublic: boolean;
  staging: boolean;
}

const navigationLooks = {
  // The header's tabs on a wide screen (`data-header-tab`: the theme colours the current one).
  tabs: {
    list: 'flex h-full flex-wrap items-stretch gap-x-1',
    item: 'flex',
    link: 'flex items-center border-b-2 border-transparent px-3 text-sm font-semibold text-muted-700 hover:text-text aria-[current=page]:border-primary-600 aria-[current=page]:text-text dark:text-muted-300',
  },
  // The phone menu's list of large touch targets.
  menu: {
    list: '',
    item: '',
    link: 'flex min-h-12 items-center rounded-ui border-s-4 border-transparent px-3 text-base font-semibold text-muted-800 hover:bg-muted-100 aria-[current=page]:border-primary-600 aria-[current=page]:text-text dark:text-muted-200 dark:hover:bg-muted-800',
  },
} as const;

/**
 * The main navigation, as the header's tabs or as the phone menu's list: the same links either way.
 * `currentTo` marks that tab as the current page instead of the address (the design preview's header).
 */
export function MainNavigation({
  look,
  className,
  currentTo,
}: {
  look: keyof typeof navigationLooks;
  className: string;
  currentTo?: string;
}) {
  const { t } = useTranslation('common');
  const classes = navigationLooks[look];
  return (
    <nav aria-label={t('header.mainNavigation')} className={className}>
      <ul className={classes.list || undefined}>
        {headerTabs.map((tab) => {
          const shared = { to: tab.to, 'data-header-tab': look === 'tabs' ? '' : undefined, className: classes.link };
          return (
            <li key={tab.to} className={classes.item || undefined}>
              {currentTo === undefined ? (
                <NavLink {...shared} end={tab.to === '/'}>
                  {t(tab.labelKey)}
                </NavLink>
              ) : (
                <Link {...shared} aria-current={tab.to === currentTo ? 'page' : undefined}>
                  {t(tab.labelKey)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The header's home link: the centre's logo (when it has one) and the app's name. */
export function HeaderBrand({ appName, logoUrl }: { appName: string; logoUrl: string | null }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      aria-label={t('header.homeLink', { appName })}
      className="flex min-w-0 items-center gap-3 py-3 font-heading text-lg font-bold text-text max-md:flex-1 max-md:@container"
    >
      {logoUrl && <img src={logoUrl} alt="" className="h-9 w-auto shrink-0" />}
      {/* On a phone the name takes the room the toolbar leaves, on two lines if need be, and only
          when a word fits: never "V…" beside the logo (issue 31 §7). The link is named either way. */}
      <span className="hidden leading-tight max-md:text-base @min-[8.5rem]:line-clamp-2 md:block md:truncate md:leading-normal">
        {appName}
      </span>
    </Link>
  );
}

/** The language and colour-mode switches, and the organisation switcher of who has several. */
function HeaderSettings() {
  return (
    <>
      <LanguageToggle />
      <ColorModeToggle />
      <HeaderOrganizationSwitcher />
    </>
  );
}

/**
 * The phone menu (issue 14 §1): a sheet from the side with the navigation and the settings, opened
 * by the header's menu button. It is a popover, so it opens, closes on Escape or a tap beside it,
 * and gives focus back to its button without the app's code: also on a page the app has not taken
 * over yet. A navigation closes it.
 */
function PhoneMenu() {
  const { t } = useTranslation('common');
  const menuRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();

  useEffect(() => {
    const menu = menuRef.current;
    if (menu?.matches?.(':popover-open')) menu.hidePopover();
  }, [key]);

  return (
    <div
      ref={menuRef}
      id={phoneMenuId}
      popover="auto"
      aria-labelledby={`${phoneMenuId}-title`}
      className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-[min(20rem,100vw)] overflow-y-auto border-0 border-s border-muted-200 bg-background p-0 text-text shadow-xl backdrop:bg-neutral-950/40 md:hidden dark:border-muted-800"
    >
      <div className="flex items-center justify-between gap-2 border-b border-muted-200 px-4 py-2 dark:border-muted-800">
        <h2 id={`${phoneMenuId}-title`} className="font-heading text-lg font-bold">
          {t('header.menu')}
        </h2>
        <button
          type="button"
          popoverTarget={phoneMenuId}
          popoverTargetAction="hide"
          className="inline-flex size-11 items-center justify-center rounded-full text-muted-700 hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-muted-300 dark:hover:bg-muted-800"
        >
          <Icon name="x-mark" className="size-6" label={t('header.closeMenu')} />
        </button>
      </div>
      <MainNavigation look="menu" className="px-2 py-2" />
      <div className="px-2 pb-2 empty:hidden">
        <HeaderManageLink look="menu" />
      </div>
      <div
        role="group"
        aria-label={t('header.toolbar')}
        className="flex flex-col items-start gap-4 border-t border-muted-200 px-4 py-4 dark:border-muted-800"
      >
        <HeaderSettings />
      </div>
    </div>
  );
}

/**
 * The sticky tab-style header: app name and logo, navigation tabs and the toolbar (language,
 * colour mode, organisation, sign-in or account menu), with the impersonation banner on top when it
 * applies. On a phone it is one row: the name, the account item and a menu button that opens the
 * navigation and settings (`PhoneMenu`). The `public` tenant flag and the staging flag are exposed
 * as data attributes, which the theme uses for the tab colours.
 */
export function AppHeader({ appName, logoUrl, isPublic, staging }: AppHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header
      data-app-header=""
      data-public={isPublic ? 'true' : undefined}
      data-staging={staging ? 'true' : undefined}
      className="sticky top-0 z-40 border-b border-muted-200 bg-background/95 backdrop-blur dark:border-muted-800"
    >
      <HeaderImpersonation />
      <div className="mx-auto flex max-w-7xl items-center gap-x-2 gap-y-2 px-4 sm:px-6 md:flex-wrap md:gap-x-6 lg:px-8">
        <HeaderBrand appName={appName} logoUrl={logoUrl} />
        <MainNavigation look="tabs" className="hidden min-w-0 max-w-full self-stretch md:block" />
        <div className="ms-auto flex shrink-0 items-center gap-2 py-2 md:min-w-0 md:max-w-full md:shrink md:flex-wrap md:justify-end">
          <div role="group" aria-label={t('header.toolbar')} className="hidden flex-wrap items-center gap-2 md:flex">
            <HeaderSettings />
          </div>
          <div className="hidden md:contents">
            <HeaderManageLink look="toolbar" />
          </div>
          <HeaderNotifications />
          <HeaderAccount />
          <button
            type="button"
            popoverTarget={phoneMenuId}
            data-phone-menu-button=""
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-muted-300 px-2.5 text-sm sm:px-3 font-semibold text-text hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 md:hidden dark:border-muted-700 dark:hover:bg-muted-800"
          >
            <Icon name="bars-3" className="size-5" />
            <span className="max-sm:sr-only">{t('header.menu')}</span>
          </button>
        </div>
      </div>
      <PhoneMenu />
    </header>
  );
}
